import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './files.ts';

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** sha256 (hex) over the names and bytes of every file in a build folder: same build, same hash. */
export async function hashFolder(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const file of await listFiles(dir)) {
    lines.push(`${file}\0${sha256(await readFile(path.join(dir, file)))}\n`);
  }
  return sha256(lines.join(''));
}

/** The Subresource Integrity value of a file's bytes (`sha384-<base64>`), as browsers check it. */
export function subresourceIntegrity(data: Buffer): string {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}
