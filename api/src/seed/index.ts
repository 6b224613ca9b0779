import type { FastifyInstance } from 'fastify';
import { syncReferenceData } from '../catalog/reference-sync.ts';
import { uploadStorage } from '../uploads/storage.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoSchedules } from './demo-schedules.ts';

/**
 * Called by `buildApp` at start when demo data is wanted: reference tables brought up to date
 * (every start), then the demo accounts, experts and their activity (first start only, dated from
 * the api's clock; pictures kept in the upload storage) and their weekly schedules.
 */
export async function seedIfEmpty(
  app: Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'log'>,
): Promise<void> {
  await syncReferenceData(app.db);
  // The uploads domain opens its own storage later in the start; the seed's is closed once used.
  const storage = uploadStorage(app.config);
  try {
    const started = performance.now();
    if (await seedDemoData({ db: app.db, storage }, app.clock()))
      app.log.info({ ms: Math.round(performance.now() - started) }, 'demo data seeded');
  } finally {
    await storage.close();
  }
  await seedDemoSchedules(app.db);
}
