import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import { type ApiConfig, loadConfig } from '../src/config.ts';

export interface TestApi {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * Starts the real api over HTTP on a free port. With DATABASE_URL set, on a database of its own
 * created on that server (dropped afterwards); otherwise on PGlite in a temporary folder.
 */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const config: ApiConfig = { ...loadConfig({}), dataDir, databaseUrl, logLevel: 'silent', ...overrides };
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
