import { syncReferenceData } from '../catalog/reference-sync.ts';
import type { Database } from '../db/client.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoSchedules } from './demo-schedules.ts';

/**
 * Called by `buildApp` at start when demo data is wanted: reference tables brought up to date
 * (every start), then the demo accounts and experts (first start only) and their weekly schedules.
 */
export async function seedIfEmpty(db: Database): Promise<void> {
  await syncReferenceData(db);
  await seedDemoData(db);
  await seedDemoSchedules(db);
}
