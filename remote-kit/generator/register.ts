import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The one list of remotes, relative to the repository root. */
export const REMOTE_LIST_FILE = path.join('shared-contracts', 'src', 'remote-list.ts');

const LIST_END = '] as const;';

/** Adds `'<folder>',` as the list's last line: the one line a new remote changes outside its folder. */
export async function registerRemote(root: string, folder: string): Promise<void> {
  const file = path.join(root, REMOTE_LIST_FILE);
  const source = await readFile(file, 'utf8');
  const start = source.indexOf('export const REMOTE_LIST = [');
  const end = source.indexOf(LIST_END, start);
  if (start < 0 || end < 0) throw new Error(`${REMOTE_LIST_FILE} has no REMOTE_LIST array to add to.`);
  if (source.slice(start, end).includes(`'${folder}'`)) {
    throw new Error(`${folder} is already in ${REMOTE_LIST_FILE}.`);
  }
  await writeFile(file, `${source.slice(0, end)}  '${folder}',\n${source.slice(end)}`);
}
