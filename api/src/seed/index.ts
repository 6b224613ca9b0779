import type { Database } from '../db/client.ts';

/** Seeds reference and demo data once (first start). Owned by the catalog work; extended there. */
export async function seedIfEmpty(_db: Database): Promise<void> {}
