import { describe, expect, it, vi } from 'vitest';
import { discoveryDocument } from '../testing/discovery-document.ts';
import { createRegistryRead } from './registry-read.ts';

describe('the registry read', () => {
  it('answers every caller with one request', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(discoveryDocument({ mf_booking: '/mf/b.json' })),
    );
    const read = createRegistryRead(fetch);
    const [first, second] = await Promise.all([read(), read()]);
    expect(first).toEqual({ mf_booking: '/mf/b.json' });
    expect(second).toBe(first);
    await read();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks again after a failed read', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({}));
    const read = createRegistryRead(fetch);
    await expect(read()).rejects.toThrow('GET /remotes.json answered 503');
    await expect(read()).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('choosing this visitor’s versions', () => {
  const stable = '/mf/mf-booking/1.0.0-aaaaaaaa/mf-manifest.json';
  const canary = '/mf/mf-booking/1.1.0-bbbbbbbb/mf-manifest.json';
  const document_ = {
    schema: 'https://mfewg.org/schema/v1-pre.json',
    microFrontends: {
      mf_booking: [
        {
          url: canary,
          metadata: { integrity: 'sha384-b', version: '1.1.0-bbbbbbbb' },
          deployment: { traffic: 50, default: false },
        },
        {
          url: stable,
          metadata: { integrity: 'sha384-a', version: '1.0.0-aaaaaaaa' },
          deployment: { traffic: 50, default: true },
        },
      ],
    },
  };
  const readOnce = () =>
    createRegistryRead(vi.fn<typeof globalThis.fetch>(async () => Response.json(document_)))();
  const clearCookies = () => {
    for (const name of ['mf_visitor', 'mf_preview']) {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
      document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  };

  it('gives a visitor without an id one while a canary is live, and keeps their version', async () => {
    clearCookies();
    const first = await readOnce();
    const visitor = /mf_visitor=([\w-]+)/.exec(document.cookie)?.[1];
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect([stable, canary]).toContain(first.mf_booking);
    for (let again = 0; again < 5; again += 1) expect(await readOnce()).toEqual(first);
  });

  it('reaches both versions across visitors, as the server chooses them', async () => {
    const seen = new Set<string | undefined>();
    for (let index = 0; index < 30; index += 1) {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
      document.cookie = `mf_visitor=00000000-0000-4000-8000-${String(index).padStart(12, '0')}; Path=/`;
      seen.add((await readOnce()).mf_booking);
    }
    expect(seen).toEqual(new Set([stable, canary]));
  });

  it('loads a previewed version the document lists, and ignores one it does not', async () => {
    clearCookies();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'mf_preview=mf_booking%401.1.0-bbbbbbbb; Path=/';
    expect((await readOnce()).mf_booking).toBe(canary);
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'mf_preview=mf_booking%40https%3A%2F%2Fevil.test%2Fx; Path=/';
    expect(Object.values(await readOnce())).not.toContain('https://evil.test/x');
    clearCookies();
  });
});
