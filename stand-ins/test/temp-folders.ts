import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh folder in the OS temp dir, removed after the test. */
export async function tempFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stand-ins-test-'));
  made.push(dir);
  return dir;
}
