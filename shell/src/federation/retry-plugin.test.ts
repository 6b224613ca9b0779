import { isRemoteLoadError } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { createRetryPlugin } from './retry-plugin.ts';

const noDelay = () => 0;
const quiet = () => undefined;
type Plugin = ReturnType<typeof createRetryPlugin>;
type FetchHook = NonNullable<Plugin['fetch']>;
type EntryHook = NonNullable<Plugin['loadEntryError']>;
type ErrorHook = NonNullable<Plugin['errorLoadRemote']>;

const manifest = 'https://shop.test/mf/mf-discovery/1.0.0/mf-manifest.json';

describe('federation retry plugin: manifest fetch', () => {
  it('tries again after failures and returns the first good answer', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const plugin = createRetryPlugin({ fetch, delayMs: noDelay, log: quiet });
    const response = await (plugin.fetch as FetchHook)(manifest, {});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await (response as Response).json()).toEqual({ ok: true });
  });

  it('gives up after two retries with the last error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('', { status: 404 }));
    const plugin = createRetryPlugin({ fetch, delayMs: noDelay, log: quiet });
    await expect((plugin.fetch as FetchHook)(manifest, {})).rejects.toThrow('answered 404');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('federation retry plugin: entry script', () => {
  function entryArgs(getRemoteEntry: () => Promise<unknown>) {
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    return {
      args: {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mf_discovery', entry: manifest },
        globalLoading,
        uniqueKey: 'key',
      } as unknown as Parameters<EntryHook>[0],
      globalLoading,
    };
  }

  it('loads the entry again in a fresh slot and returns it once it loads', async () => {
    const entry = { get: () => undefined, init: () => undefined };
    const getRemoteEntry = vi
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(entry);
    const { args, globalLoading } = entryArgs(getRemoteEntry);
    const plugin = createRetryPlugin({ delayMs: noDelay, log: quiet });
    expect(await (plugin.loadEntryError as EntryHook)(args)).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect('key' in globalLoading).toBe(false);
  });

  it('returns nothing after two failed retries, so the runtime reports the failure', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const plugin = createRetryPlugin({ delayMs: noDelay, log: quiet });
    expect(await (plugin.loadEntryError as EntryHook)(entryArgs(getRemoteEntry).args)).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('federation retry plugin: errorLoadRemote', () => {
  const base = { from: 'runtime', origin: {} } as const;

  it('reports a failed module request as a RemoteLoadError naming the remote', async () => {
    const log = vi.fn();
    const plugin = createRetryPlugin({ log });
    const cause = new Error('RUNTIME-003 manifest failed');
    const failure = (plugin.errorLoadRemote as ErrorHook)({
      ...base,
      id: 'mf_discovery/ExpertSearch',
      error: cause,
      lifecycle: 'onLoad',
    } as Parameters<ErrorHook>[0]);
    const error = await Promise.resolve(failure).catch((thrown: unknown) => thrown);
    expect(isRemoteLoadError(error)).toBe(true);
    expect(error).toMatchObject({ remote: 'mf_discovery', request: 'mf_discovery/ExpertSearch', cause });
    expect(log).toHaveBeenCalledOnce();
  });

  it('lets earlier lifecycles fall through without inventing a module', async () => {
    const plugin = createRetryPlugin({ log: quiet });
    const result = await (plugin.errorLoadRemote as ErrorHook)({
      ...base,
      id: manifest,
      error: new Error('fetch failed'),
      lifecycle: 'afterResolve',
      remote: { name: 'mf_discovery' },
    } as Parameters<ErrorHook>[0]);
    expect(result).toBeUndefined();
  });
});
