import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from './database-templates.ts';
import { registerCustomer, startTestApi, type TestApi } from './harness.ts';

let database: ScratchDatabase;
let api: TestApi;
let admin: postgres.Sql;

beforeAll(async () => {
  database = await scratchDatabase(process.env.DATABASE_URL as string, inject('postgresTemplate'));
  api = await startTestApi({ databaseUrl: database.url, seedDemoData: false, jobPollMs: 0 });
  admin = postgres(database.url, { max: 1, onnotice: () => {} });
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await api?.close();
  await database?.drop();
});

describe('a request whose database connection is cut', () => {
  it('answers 503 with Retry-After in the caller language, and the next request is served', async () => {
    const ana = await registerCustomer(api);
    // Hold the request on a lock, then cut its connection as an operator or a failover would.
    let held: () => void = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      held = resolve;
    });
    const locked = admin.begin(async (tx) => {
      await tx`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;
      held();
      let waiting: { pid: number }[] = [];
      for (let tries = 0; tries < 100 && waiting.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        waiting = await tx<{ pid: number }[]>`
          SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`;
      }
      await tx`SELECT pg_terminate_backend(${waiting[0]?.pid ?? 0})`;
      return waiting.length;
    });
    await lockTaken;
    const cut = await fetch(`${api.url}/api/v1/notifications`, {
      headers: { authorization: `Bearer ${ana.token}`, 'accept-language': 'es' },
    });
    expect(await locked).toBe(1);
    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe('2');
    expect(await cut.json()).toEqual({
      message: 'El servicio no está disponible. Inténtalo de nuevo en un momento.',
      error: {
        message: 'El servicio no está disponible. Inténtalo de nuevo en un momento.',
        code: 'unavailable',
      },
    });

    const again = await fetch(`${api.url}/api/v1/notifications`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(again.status).toBe(200);
  });
});
