import fsPromises from 'node:fs/promises';
import { globSync } from './fs.mjs';

export * from 'node:fs/promises';
export default fsPromises;

/** Node 22's async `glob` (used by `lingui extract --watch`), over the same matcher. */
export async function* glob(patterns, options) {
  yield* globSync(patterns, options);
}
