import { describe, expect, it, vi } from 'vitest';
import type { RemoteManifest } from './remote-needs.ts';
import { createTrimmedSharedPlugin } from './trimmed-shared-plugin.ts';

const WHOLE = { whole: true };
const TRIMMED = { trimmed: true };

function setUp(manifests: RemoteManifest[] | null, group?: string[]) {
  const wholeGet = vi.fn(async () => () => WHOLE);
  const order: string[] = [];
  const load = vi.fn(async () => {
    order.push('copy');
    return TRIMMED;
  });
  const loadShare = vi.fn(async (name: string) => {
    order.push(name);
    return () => ({});
  });
  const log = vi.fn();
  const plugin = createTrimmedSharedPlugin({
    copies: {
      '@mantine/core': { exports: ['Button', 'Card'], needs: ['react', '@mantine/hooks'], group, load },
    },
    manifests: async () => manifests,
    log,
  });
  const userOptions = {
    name: 'shell',
    remotes: [],
    shared: {
      '@mantine/core': [{ version: '9.8.1', get: wholeGet }],
      react: { version: '19.3.1', get: wholeGet },
    },
  };
  type Args = { userOptions: typeof userOptions; origin: { loadShare: typeof loadShare } };
  const beforeInit = plugin.beforeInit as unknown as (args: Args) => Args;
  const result = beforeInit({ userOptions, origin: { loadShare } });
  const provided = (name: string) => {
    const entry = result.userOptions.shared[name as keyof typeof userOptions.shared];
    const first = (Array.isArray(entry) ? entry[0] : entry) as { get: () => Promise<() => unknown> };
    return first.get().then((factory) => factory());
  };
  return { provided, wholeGet, load, log, order };
}

const uses = (remote: string, names: string[], pkg = '@mantine/core'): RemoteManifest => ({
  remote,
  manifest: { shared: [{ name: pkg, usedExports: names }] },
});

describe('the shell provides its trimmed copy only when it serves everyone', () => {
  it('provides the trimmed copy when every remote uses only names it has, after what it imports', async () => {
    const { provided, wholeGet, load, log, order } = setUp([
      uses('mf_a', ['Button']),
      uses('mf_b', ['Card']),
    ]);
    expect(await provided('@mantine/core')).toBe(TRIMMED);
    expect(order).toEqual(['react', '@mantine/hooks', 'copy']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(wholeGet).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('provides the whole package when a remote uses a name beyond the copy, and says which', async () => {
    const { provided, load, log } = setUp([uses('mf_a', ['Button']), uses('mf_b', ['Timeline'])]);
    expect(await provided('@mantine/core')).toBe(WHOLE);
    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('mf_b uses Timeline of @mantine/core'));
  });

  it('provides the whole package when a remote uses more of another package of its group', async () => {
    // React Router's copy serves react-router and react-router-dom: one choice for both.
    const group = ['@mantine/core', 'mantine-extra'];
    const beyond = setUp([uses('mf_a', ['Button']), uses('mf_b', ['Extra'], 'mantine-extra')], group);
    expect(await beyond.provided('@mantine/core')).toBe(WHOLE);
    expect(beyond.log).toHaveBeenCalledWith(expect.stringContaining('mf_b uses Extra of mantine-extra'));

    const within = setUp([uses('mf_a', ['Button']), uses('mf_b', ['Card'], 'mantine-extra')], group);
    expect(await within.provided('@mantine/core')).toBe(TRIMMED);
  });

  it('provides the whole package when the manifests cannot be read', async () => {
    const { provided, load } = setUp(null);
    expect(await provided('@mantine/core')).toBe(WHOLE);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves packages without a copy as they are', async () => {
    const { provided, wholeGet } = setUp([]);
    expect(await provided('react')).toBe(WHOLE);
    expect(wholeGet).toHaveBeenCalledTimes(1);
  });
});
