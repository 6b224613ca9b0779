import { isRemoteLoadError } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { discoveryDocument } from '../testing/discovery-document.ts';
import { createRegistryLoader, parseRegistry } from './registry.ts';

describe('remote registry', () => {
  it('keeps known remotes with a URL and ignores anything else', () => {
    expect(
      parseRegistry({ mf_discovery: '/mf/mf-discovery/1.2.0/mf-manifest.json', mf_unknown: '/x', other: 3 }),
    ).toEqual({ mf_discovery: '/mf/mf-discovery/1.2.0/mf-manifest.json' });
    expect(parseRegistry(['nope'])).toEqual({});
    expect(parseRegistry(null)).toEqual({});
  });

  it('registers every remote of /remotes.json with an absolute manifest URL, once', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(
        Response.json(discoveryDocument({ mf_discovery: '/mf/mf-discovery/1.2.0/mf-manifest.json' })),
      );
    const register = vi.fn();
    const ensure = createRegistryLoader({ fetch, register, baseUrl: () => 'https://shop.test/customer/app' });
    await ensure();
    await ensure();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(register).toHaveBeenCalledWith([
      { name: 'mf_discovery', entry: 'https://shop.test/mf/mf-discovery/1.2.0/mf-manifest.json' },
    ]);
  });

  it('reports a failed registry and asks again on the next call (Retry)', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('down', { status: 502 }))
      .mockResolvedValueOnce(
        Response.json(discoveryDocument({ mf_discovery: '/mf/mf-discovery/1.2.0/mf-manifest.json' })),
      );
    const register = vi.fn();
    const ensure = createRegistryLoader({ fetch, register, baseUrl: () => 'https://shop.test/' });
    const error = await ensure().catch((thrown: unknown) => thrown);
    expect(isRemoteLoadError(error)).toBe(true);
    expect(register).not.toHaveBeenCalled();
    await expect(ensure()).resolves.toEqual({ mf_discovery: '/mf/mf-discovery/1.2.0/mf-manifest.json' });
    expect(register).toHaveBeenCalledOnce();
  });
});
