import { describe, expect, it, vi } from 'vitest';
import { createRegistryRead } from './registry-read.ts';

describe('the registry read', () => {
  it('answers every caller with one request', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ mf_booking: '/mf/b.json' }));
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
