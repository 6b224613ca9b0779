import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A content hash in the name, as webpack writes it: `name.<hex, 8 or more>.ext`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;

/**
 * Files whose name carries a content hash never change, so browsers and CDNs keep them for a year;
 * everything else (entry files, manifests, index.html) is revalidated on every use.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
