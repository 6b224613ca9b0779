import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Relative paths (with `/`) of every regular file under `dir`, sorted, hidden files and folders
 * skipped. A missing folder has no files.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  await walk('');
  return found.sort();
}
