import { createHash } from 'node:crypto';
import type { ReleasePins } from 'shared-contracts/remote-discovery';
import { describe, expect, it, vi } from 'vitest';
import { createReleaseFallback, type FallbackEvent, type FederationHost } from './release-fallback.ts';
import { createRetryPlugin } from './retry-plugin.ts';

const BASE = 'https://shop.test/experts';
const CANARY = '/mf/mf-booking/1.1.0-bbbbbbbb/mf-manifest.json';
const STABLE = '/mf/mf-booking/1.0.0-aaaaaaaa/mf-manifest.json';
const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
const ENTRY = 'var mf_booking = {};';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const PINS: ReleasePins = {
  versions: { mf_booking: '1.1.0-bbbbbbbb' },
  integrity: {
    [CANARY]: sri(MANIFEST),
    [CANARY.replace('mf-manifest.json', 'remoteEntry.js')]: sri(ENTRY),
    [STABLE]: 'sha384-stable',
  },
  fallbacks: { mf_booking: { url: STABLE, version: '1.0.0-aaaaaaaa' } },
  mirrors: {},
};

/** The canary's files as served: each may be missing or changed. */
function served(files: { manifest?: string; entry?: string }) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const body = url.endsWith('mf-manifest.json') ? files.manifest : files.entry;
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
}

function host(): FederationHost & { registered: { name: string; entry: string }[] } {
  const registered: { name: string; entry: string }[] = [];
  return {
    registered,
    options: { remotes: [{ name: 'mf_booking', entry: `https://shop.test${CANARY}` }] },
    registerRemotes: (remotes) => registered.push(...remotes),
    loadRemote: async <T>(id: string) => ({ loaded: id }) as T,
  };
}

/** A fallback from the canary whose files are `files`: what it loaded, registered and reported. */
async function recoverWith(files: { manifest?: string; entry?: string }) {
  const events: FallbackEvent[] = [];
  const fallback = createReleaseFallback({
    pins: () => PINS,
    report: (event) => events.push(event),
    fetch: served(files),
    baseUrl: () => BASE,
  });
  const federation = host();
  const module = await fallback.recover('mf_booking', 'mf_booking/Checkout', federation);
  const again = await fallback.recover('mf_booking', 'mf_booking/Checkout', federation);
  // The cause is found (and reported) after the default version has loaded.
  await vi.waitFor(() => expect(events).toHaveLength(1));
  return { module, registered: federation.registered, again, events };
}

describe('falling back from a version that fails', () => {
  it('loads the default version instead, once, and reports the version that failed', async () => {
    const { module, registered, again, events } = await recoverWith({ manifest: MANIFEST, entry: ENTRY });
    expect(module).toEqual({ loaded: 'mf_booking/Checkout' });
    expect(registered).toEqual([{ name: 'mf_booking', entry: `https://shop.test${STABLE}` }]);
    // Tried once per module: the same module failing again on the default is a real failure.
    expect(again).toBeUndefined();
    expect(events).toEqual([
      { kind: 'remote-fallback', remote: 'mf_booking', version: '1.1.0-bbbbbbbb', cause: 'setup' },
    ]);
  });

  it('loads the other modules of the remote failing meanwhile from the default too, reporting once', async () => {
    const events: FallbackEvent[] = [];
    const fallback = createReleaseFallback({
      pins: () => PINS,
      report: (event) => events.push(event),
      fetch: served({ manifest: MANIFEST, entry: ENTRY }),
      baseUrl: () => BASE,
    });
    const federation = host();
    const [page, catalog] = await Promise.all([
      fallback.recover('mf_booking', 'mf_booking/Checkout', federation),
      fallback.recover('mf_booking', 'mf_booking/catalog/en', federation),
    ]);
    expect(page).toEqual({ loaded: 'mf_booking/Checkout' });
    expect(catalog).toEqual({ loaded: 'mf_booking/catalog/en' });
    expect(federation.registered).toHaveLength(1);
    await vi.waitFor(() => expect(events).toHaveLength(1));
  });

  it('tells a changed file from an unreachable one', async () => {
    expect((await recoverWith({ manifest: MANIFEST, entry: 'tampered' })).events[0]?.cause).toBe('integrity');
    expect((await recoverWith({ manifest: `${MANIFEST} ` })).events[0]?.cause).toBe('integrity');
    expect((await recoverWith({ manifest: MANIFEST })).events[0]?.cause).toBe('network');
    expect((await recoverWith({})).events[0]?.cause).toBe('network');
  });

  it('does nothing for a remote on its default version', async () => {
    const fallback = createReleaseFallback({
      pins: () => ({ ...PINS, fallbacks: {} }),
      report: () => undefined,
      fetch: served({}),
      baseUrl: () => BASE,
    });
    expect(await fallback.recover('mf_booking', 'mf_booking/Checkout', host())).toBeUndefined();
  });
});

describe('a second origin', () => {
  const mirror = `https://alt-cdn.test${CANARY}`;

  function withMirror() {
    const events: FallbackEvent[] = [];
    const fallback = createReleaseFallback({
      pins: () => ({ ...PINS, mirrors: { [CANARY]: mirror } }),
      report: (event) => events.push(event),
      fetch: served({}),
      baseUrl: () => BASE,
    });
    const federation = host();
    const loads = vi.fn<(id: string) => Promise<unknown>>();
    federation.loadRemote = loads as unknown as FederationHost['loadRemote'];
    return { events, fallback, federation, loads };
  }

  it('serves the same version when the first origin fails, with nothing reported', async () => {
    const { events, fallback, federation, loads } = withMirror();
    loads.mockResolvedValueOnce({ from: 'mirror' });
    expect(await fallback.recover('mf_booking', 'mf_booking/Checkout', federation)).toEqual({
      from: 'mirror',
    });
    expect(federation.registered).toEqual([{ name: 'mf_booking', entry: mirror }]);
    expect(events).toEqual([]);
  });

  it('is followed by the default version when it fails too, which is reported', async () => {
    const { events, fallback, federation, loads } = withMirror();
    loads.mockRejectedValueOnce(new Error('mirror down')).mockResolvedValueOnce({ from: 'default' });
    expect(await fallback.recover('mf_booking', 'mf_booking/Checkout', federation)).toEqual({
      from: 'default',
    });
    expect(federation.registered).toEqual([
      { name: 'mf_booking', entry: mirror },
      { name: 'mf_booking', entry: `https://shop.test${STABLE}` },
    ]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
  });
});

describe('the retry plugin with the registry’s hashes', () => {
  const integrityOf = (url: string) => (url.endsWith('remoteEntry.js') ? 'sha384-entry' : undefined);

  it('loads an entry it holds a hash of with that hash, in CORS mode', () => {
    const plugin = createRetryPlugin({ integrityOf });
    const createScript = plugin.createScript as (args: {
      url: string;
      attrs?: Record<string, unknown>;
    }) => unknown;
    const script = createScript({ url: 'https://shop.test/mf/x/remoteEntry.js', attrs: { 'data-x': 1 } });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).integrity).toBe('sha384-entry');
    expect((script as HTMLScriptElement).crossOrigin).toBe('anonymous');
    expect((script as HTMLScriptElement).getAttribute('data-x')).toBe('1');
    expect(createScript({ url: 'https://shop.test/mf/x/other.js' })).toBeUndefined();
  });

  it('fetches a manifest it holds a hash of with that hash', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}'));
    const plugin = createRetryPlugin({ fetch, integrityOf: () => 'sha384-manifest' });
    await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(
      'https://shop.test/m.json',
      {},
    );
    expect(fetch.mock.calls[0]?.[1]).toEqual({ integrity: 'sha384-manifest' });
  });

  it('returns the default version’s module instead of failing when the fallback recovers', async () => {
    const recover = vi.fn(async () => ({ from: 'default' }));
    const plugin = createRetryPlugin({
      log: () => undefined,
      fallback: { recover } as unknown as ReturnType<typeof createReleaseFallback>,
    });
    const errorLoadRemote = plugin.errorLoadRemote as (args: unknown) => Promise<unknown>;
    const args = {
      id: 'mf_booking/Checkout',
      error: new Error('x'),
      lifecycle: 'onLoad',
      remote: { name: 'mf_booking' },
      origin: {},
    };
    expect(await errorLoadRemote(args)).toEqual({ from: 'default' });
    recover.mockResolvedValueOnce(undefined as never);
    await expect(errorLoadRemote(args)).rejects.toThrow();
  });
});
