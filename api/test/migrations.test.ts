import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** Runs one migration file statement by statement, as drizzle's migrator does. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS btree_gist;');
  for (const file of ['0000_init.sql', '0001_marketplace.sql', '0002_marketplace_constraints.sql'])
    await apply(db, file);
}, 60_000);
afterAll(async () => db?.close());

describe('migration 0003 on data written by the earlier release', () => {
  it('turns pending room closures into jobs, renames the set-up job and marks charges owed a refund', async () => {
    await db.exec(`
      INSERT INTO users (id, email, first_name, last_name) VALUES (1, 'e@x.test', 'E', 'X'), (2, 'c@x.test', 'C', 'X');
      INSERT INTO expert_profiles (user_id) VALUES (1);
      INSERT INTO rates (id, slug, name, duration_minutes, min_price_cents) VALUES (1, 'short', 'Short', 30, 100);
      INSERT INTO meetings (id, expert_id, customer_id, rate_id, price_cents, fee_cents, starts_at, ends_at, state, booking_key, request_hash) VALUES
        (1, 1, 2, 1, 1000, 100, '2030-01-01T10:00Z', '2030-01-01T10:30Z', 'reserved', 'k1', 'h'),
        (2, 1, 2, 1, 1000, 100, '2030-01-02T10:00Z', '2030-01-02T10:30Z', 'confirmed', 'k2', 'h'),
        (3, 1, 2, 1, 1000, 100, '2030-01-03T10:00Z', '2030-01-03T10:30Z', 'confirmed', 'k3', 'h');
      INSERT INTO meeting_charges (meeting_id, kind, rate_id, minutes, price_cents, fee_cents, payment_method_id, idempotency_key, payment_intent_id, status) VALUES
        (1, 'booking', 1, 30, 1000, 100, 'pm_1', 'meeting-1-booking', 'pi_late', 'succeeded'),
        (2, 'booking', 1, 30, 1000, 100, 'pm_1', 'meeting-2-booking', 'pi_2', 'succeeded'),
        (2, 'extension', 1, 30, 1000, 100, 'pm_1', 'meeting-2-extension-1', 'pi_refused', 'pending'),
        (3, 'extension', 1, 30, 1000, 100, 'pm_1', 'meeting-3-extension-1', NULL, 'pending');
      INSERT INTO video_room_closures (room_name, close_at, closed_at) VALUES
        ('meeting-2', '2030-01-02T10:30Z', NULL), ('meeting-9', '2029-01-01T10:30Z', '2029-01-01T10:30Z');
      INSERT INTO jobs (name, key, payload, run_at) VALUES
        ('booking.prepare', '3', '{"meetingId":3}', '2030-01-03T09:00Z'),
        ('booking.reconcile', '1', '{"meetingId":1}', '2030-01-01T09:00Z');
    `);

    await apply(db, '0003_charges_and_closure_jobs.sql');

    const jobs = await db.query<{ name: string; key: string; payload: unknown; run_at: Date }>(
      'SELECT name, key, payload, run_at FROM jobs ORDER BY name, key',
    );
    expect(jobs.rows).toEqual([
      { name: 'meeting.prepare', key: '3', payload: { meetingId: 3 }, run_at: new Date('2030-01-03T09:00Z') },
      {
        name: 'video.close_room',
        key: 'meeting-2',
        payload: { roomName: 'meeting-2' },
        run_at: new Date('2030-01-02T10:30Z'),
      },
    ]);
    const charges = await db.query<{ idempotency_key: string; status: string }>(
      'SELECT idempotency_key, status FROM meeting_charges ORDER BY id',
    );
    expect(charges.rows).toEqual([
      { idempotency_key: 'meeting-1-booking', status: 'refunding' },
      { idempotency_key: 'meeting-2-booking', status: 'succeeded' },
      { idempotency_key: 'meeting-2-extension-1', status: 'refunding' },
      { idempotency_key: 'meeting-3-extension-1', status: 'pending' },
    ]);
    const closures = await db.query("SELECT to_regclass('video_room_closures') AS name");
    expect(closures.rows).toEqual([{ name: null }]);
  });
});
