import { discoveryDocument } from 'remote-kit/testing/discovery-document';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteNeeds, packageUse, type RemoteManifest, unmetNeeds } from './remote-needs.ts';

const BASE = 'https://shop.test/experts/search';
const DISCOVERY = 'https://cdn.test/mf/mf-discovery/1.0.0/mf-manifest.json';
const PAYMENTS = 'https://shop.test/mf/mf-payments/2.0.0/mf-manifest.json';

function manifestUsing(names?: string[]) {
  return { shared: [{ name: 'react' }, { name: '@mantine/core', ...(names ? { usedExports: names } : {}) }] };
}

/** A network holding the registry and the two manifests, counting what is asked. */
function network(answers: Record<string, unknown>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), BASE).href;
    if (!(url in answers)) return new Response('', { status: 404 });
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
}

const REGISTRY = {
  mf_discovery: DISCOVERY,
  mf_payments: '/mf/mf-payments/2.0.0/mf-manifest.json',
};

describe("the remotes' needs", () => {
  it('reads every manifest named by the registry, resolving relative entries against the page', async () => {
    const fetch = network({
      'https://shop.test/remotes.json': discoveryDocument(REGISTRY),
      [DISCOVERY]: manifestUsing(['Button']),
      [PAYMENTS]: manifestUsing(['Card']),
    });
    const needs = createRemoteNeeds({ fetch, baseUrl: () => BASE });
    expect(await needs.manifests()).toEqual([
      { remote: 'mf_discovery', manifest: manifestUsing(['Button']) },
      { remote: 'mf_payments', manifest: manifestUsing(['Card']) },
    ]);
  });

  it('hands each manifest to the federation runtime once without asking the network again', async () => {
    const fetch = network({
      'https://shop.test/remotes.json': discoveryDocument(REGISTRY),
      [DISCOVERY]: manifestUsing(['Button']),
      [PAYMENTS]: manifestUsing(['Card']),
    });
    const needs = createRemoteNeeds({ fetch, baseUrl: () => BASE });
    await needs.manifests();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await (await needs.fetchManifest(DISCOVERY)).json()).toEqual(manifestUsing(['Button']));
    expect(fetch).toHaveBeenCalledTimes(3);
    // A later ask (a retry after a failed load) goes to the network.
    await needs.fetchManifest(DISCOVERY);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('says null when the registry or a manifest cannot be read, or not in time', async () => {
    const noManifest = network({
      'https://shop.test/remotes.json': discoveryDocument(REGISTRY),
      [DISCOVERY]: manifestUsing([]),
    });
    expect(await createRemoteNeeds({ fetch: noManifest, baseUrl: () => BASE }).manifests()).toBeNull();

    const noRegistry = network({});
    expect(await createRemoteNeeds({ fetch: noRegistry, baseUrl: () => BASE }).manifests()).toBeNull();

    const never = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    const slow = createRemoteNeeds({ fetch: never, baseUrl: () => BASE, timeoutMs: 20 });
    expect(await slow.manifests()).toBeNull();
  });
});

describe('what a manifest says it uses', () => {
  it('lists the names, nothing for a package it does not share, and all when it does not say', () => {
    expect(packageUse(manifestUsing(['Button', 'Card']), '@mantine/core')).toEqual(
      new Set(['Button', 'Card']),
    );
    expect(packageUse(manifestUsing(['Button']), '@mantine/dates')).toEqual(new Set());
    expect(packageUse(manifestUsing(), '@mantine/core')).toBe('all');
    expect(packageUse({ shared: [{ name: '@mantine/core', usedExports: [1] }] }, '@mantine/core')).toBe(
      'all',
    );
    expect(packageUse('not a manifest', '@mantine/core')).toBe('all');
  });

  it('names the remotes whose needs a copy does not meet, and what they miss', () => {
    const manifests: RemoteManifest[] = [
      { remote: 'mf_a', manifest: manifestUsing(['Button', 'Card']) },
      { remote: 'mf_b', manifest: manifestUsing(['Button', 'Timeline']) },
      { remote: 'mf_c', manifest: manifestUsing() },
    ];
    expect(unmetNeeds(manifests, '@mantine/core', ['Button', 'Card'])).toEqual([
      { remote: 'mf_b', missing: ['Timeline'] },
      { remote: 'mf_c', missing: 'all' },
    ]);
    expect(unmetNeeds(manifests.slice(0, 1), '@mantine/core', ['Button', 'Card'])).toEqual([]);
  });
});
