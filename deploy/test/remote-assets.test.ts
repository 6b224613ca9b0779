import { describe, expect, it, vi } from 'vitest';
import { createRemoteAssets } from '../render/remote-assets.ts';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './ExpertProfile',
      assets: {
        css: { sync: ['79.aa.css'], async: ['8729.bb.css'] },
        js: { sync: ['2114.cc.js', 'expose.dd.js'] },
      },
    },
    {
      path: './Posts',
      assets: { css: { sync: ['posts.ee.css'], async: [] }, js: { sync: ['posts.ff.js'] } },
    },
  ],
};

describe("a remote module's files for a server-rendered page", () => {
  it('gives the module’s styles and first scripts beside the manifest, once read', async () => {
    const read = vi.fn(async () => MANIFEST);
    const assetsOf = createRemoteAssets(read);
    const manifest = '/mf/mf-discovery/1.0.0-abc/mf-manifest.json';
    const assets = await assetsOf(manifest, ['./ExpertProfile']);
    expect(assets.styles).toEqual([
      '/mf/mf-discovery/1.0.0-abc/79.aa.css',
      '/mf/mf-discovery/1.0.0-abc/8729.bb.css',
    ]);
    expect(assets.scripts).toEqual([
      '/mf/mf-discovery/1.0.0-abc/remoteEntry.js',
      '/mf/mf-discovery/1.0.0-abc/2114.cc.js',
      '/mf/mf-discovery/1.0.0-abc/expose.dd.js',
    ]);
    await assetsOf(manifest, ['./Posts']);
    expect(read).toHaveBeenCalledOnce();
  });

  it('keeps a CDN’s absolute URLs absolute', async () => {
    const assetsOf = createRemoteAssets(async () => MANIFEST);
    const assets = await assetsOf('https://cdn.example.com/mf/d/2.0.0/mf-manifest.json', ['./Posts']);
    expect(assets.styles).toEqual(['https://cdn.example.com/mf/d/2.0.0/posts.ee.css']);
  });

  it('reads a manifest again after a failed read', async () => {
    const read = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(MANIFEST);
    const assetsOf = createRemoteAssets(read);
    await expect(assetsOf('/mf/d/1/mf-manifest.json', ['./Posts'])).rejects.toThrow('down');
    await expect(assetsOf('/mf/d/1/mf-manifest.json', ['./Posts'])).resolves.toMatchObject({
      styles: ['/mf/d/1/posts.ee.css'],
    });
  });
});
