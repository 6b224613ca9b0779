import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../local/cache-headers.ts';

describe('cache-control by file name', () => {
  it.each([
    '__federation_expose_CategorySearch.0123456789ab.js',
    '512.f3a9c0d18e2b.js',
    'vendors-node_modules_react_index_js.a1b2c3d4e5f6.js.map',
    'assets/flag.0a1b2c3d4e5f.svg',
  ])('%s carries a content hash: kept a year, immutable', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'main.js',
    'index.html',
    'main.js.map',
    '/srv/cdn/mf-discovery/0.1.0-0123abcd/remoteEntry.js',
    'logo.svg',
    'deadbeef.js',
  ])('%s has no content hash in its name: revalidated on every use', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
