import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../src/uploads/s3-config.ts';
import { registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { png } from './media-fixtures.ts';

async function upload(api: TestApi, account: TestAccount, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${api.url}/api/v1/file-upload?kind=image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${account.token}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { file: string }; message?: string },
  };
}

const filesIn = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

// Two api instances on one database, as two pods behind a load balancer: without shared storage
// an upload through one is missing on the other. On PostgreSQL only (two processes, one database).
describe('uploads in S3-compatible object storage', () => {
  const s3Folder = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Folder,
    silent: true,
    configureBuckets: [{ name: 'marketplace' }],
  });
  let settings: S3Settings;
  let first: TestApi;
  let second: TestApi;
  let account: TestAccount;

  beforeAll(async () => {
    const { port } = await server.run();
    settings = {
      bucket: 'marketplace',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: 'uploads/',
    };
    first = await startTestApi({ seedDemoData: false, s3: settings });
    second = await startTestApi({
      seedDemoData: false,
      s3: settings,
      databaseUrl: first.config.databaseUrl,
      dataDir: mkdtempSync(path.join(tmpdir(), 'api-second-')),
    });
    account = await registerCustomer(first);
  });
  afterAll(async () => {
    await second?.close();
    if (second) rmSync(second.config.dataDir, { recursive: true, force: true });
    await first?.close();
    await server.close();
    rmSync(s3Folder, { recursive: true, force: true });
  });

  it('serves an image uploaded through one instance from the other, whole and by range', async () => {
    const image = png(64);
    const sent = await upload(first, account, image);
    expect(sent.status).toBe(201);
    const address = String(sent.body.data.file);

    const whole = await fetch(`${second.url}${address}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(image);

    const part = await fetch(`${second.url}${address}`, { headers: { range: 'bytes=8-23' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-23/${image.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(image.subarray(8, 24));

    // Nothing stays on either instance's disk: the bucket holds the file.
    for (const api of [first, second]) {
      expect(filesIn(path.join(api.config.dataDir, 'uploads'))).toEqual([]);
      expect(filesIn(path.join(api.config.dataDir, 'uploads-staging'))).toEqual([]);
    }
    expect((await fetch(`${second.url}/api/v1/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  it('refuses an upload it cannot store with 503 and a message to retry, leaving nothing behind', async () => {
    const offline = await startTestApi({
      seedDemoData: false,
      s3: { ...settings, endpoint: 'http://127.0.0.1:1' },
      databaseUrl: first.config.databaseUrl,
      dataDir: mkdtempSync(path.join(tmpdir(), 'api-offline-')),
    });
    try {
      const sent = await upload(offline, account, png(16));
      expect(sent.status).toBe(503);
      expect(sent.body.message).toBe('The file could not be stored. Please try again in a moment.');
      expect(filesIn(path.join(offline.config.dataDir, 'uploads-staging'))).toEqual([]);
    } finally {
      await offline.close();
      rmSync(offline.config.dataDir, { recursive: true, force: true });
    }
  });
});
