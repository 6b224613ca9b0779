import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  chooseVersion,
  type DiscoveryDocument,
  type DiscoveryVersion,
  hasCanary,
  listedPreviews,
  parseDiscovery,
  parsePreviews,
  previewsOf,
  resolveDiscovery,
  visitorOf,
} from '../src/remote-discovery.ts';

function version(name: string, traffic: number, isDefault: boolean): DiscoveryVersion {
  return {
    url: `/mf/mf-booking/${name}/mf-manifest.json`,
    metadata: { integrity: `sha384-${name}`, version: name },
    deployment: { traffic, default: isDefault },
  };
}

const stable = version('0.1.0-aaaaaaaa', 80, true);
const canary = version('0.2.0-bbbbbbbb', 20, false);

function documentOf(versions: DiscoveryVersion[]): DiscoveryDocument {
  return { schema: 'x', microFrontends: { mf_booking: versions } };
}

describe('choosing a version', () => {
  it('gives buckets below the canary share the canary, listed in any order, and the rest the default', () => {
    for (const listed of [
      [stable, canary],
      [canary, stable],
    ]) {
      expect(chooseVersion(listed, 0)).toBe(canary);
      expect(chooseVersion(listed, 19.99)).toBe(canary);
      expect(chooseVersion(listed, 20)).toBe(stable);
      expect(chooseVersion(listed, 99.99)).toBe(stable);
    }
  });

  it('keeps those already on a canary there when its share grows', () => {
    const grown = [version('0.1.0-aaaaaaaa', 50, true), version('0.2.0-bbbbbbbb', 50, false)];
    for (let bucket = 0; bucket < 100; bucket += 0.37) {
      if (chooseVersion([stable, canary], bucket) === canary)
        expect(chooseVersion(grown, bucket)?.url).toBe(canary.url);
    }
  });

  it('gives a visitor with no id, and a bucket past shares that do not sum to 100, the default', () => {
    expect(chooseVersion([stable, canary], undefined)).toBe(stable);
    expect(chooseVersion([version('a', 10, false), version('b', 10, true)], 50)?.metadata.version).toBe('b');
  });

  it('serves a lone version without a deployment to everyone', () => {
    const { deployment: _, ...only } = stable;
    expect(chooseVersion([only], 73)).toBe(only);
    expect(hasCanary(documentOf([only]))).toBe(false);
  });
});

describe('buckets', () => {
  it('are stable for a visitor and spread visitors evenly', () => {
    expect(bucketOf('visitor-1', 'mf_booking')).toBe(bucketOf('visitor-1', 'mf_booking'));
    let below20 = 0;
    for (let index = 0; index < 5000; index += 1) {
      const bucket = bucketOf(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, 'mf_booking');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      if (bucket < 20) below20 += 1;
    }
    expect(below20 / 5000).toBeGreaterThan(0.17);
    expect(below20 / 5000).toBeLessThan(0.23);
  });

  it('differ between remotes, so two canaries do not reach the same visitors', () => {
    let same = 0;
    for (let index = 0; index < 1000; index += 1) {
      const id = `visitor-${index}`;
      if (bucketOf(id, 'mf_booking') < 10 && bucketOf(id, 'mf_discovery') < 10) same += 1;
    }
    expect(same).toBeLessThan(30);
  });
});

describe('the document', () => {
  it('keeps well-formed versions and drops the rest', () => {
    const parsed = parseDiscovery({
      schema: 'whatever',
      microFrontends: {
        mf_booking: [stable, { url: '/x' }, { url: 3, metadata: { version: 'v', integrity: 'i' } }],
        mf_meetings: 'not a list',
        mf_payments: [],
      },
    });
    expect(parsed.microFrontends).toEqual({ mf_booking: [stable] });
    expect(parseDiscovery(null).microFrontends).toEqual({});
  });

  it('tells a canary apart from a lone version and from one taking no traffic', () => {
    expect(hasCanary(documentOf([stable, canary]))).toBe(true);
    expect(hasCanary(documentOf([version('a', 100, true), version('b', 0, false)]))).toBe(false);
  });

  it('resolves per visitor, and to a listed pin whatever the bucket', () => {
    const document = documentOf([stable, canary]);
    const visitors = Array.from({ length: 400 }, (_, index) => `visitor-${index}`);
    const onCanary = visitors.filter(
      (visitor) => resolveDiscovery(document, visitor).pins.versions.mf_booking === canary.metadata.version,
    );
    expect(onCanary.length).toBeGreaterThan(40);
    expect(onCanary.length).toBeLessThan(120);
    for (const visitor of visitors) {
      const pinned = resolveDiscovery(document, visitor, { mf_booking: canary.metadata.version });
      expect(pinned.registry.mf_booking).toBe(canary.url);
    }
    expect(resolveDiscovery(document, undefined, { mf_booking: 'unlisted' }).registry.mf_booking).toBe(
      stable.url,
    );
  });
});

describe('cookies and previews', () => {
  it('reads a valid visitor id only', () => {
    expect(visitorOf('a=1; mf_visitor=3f0e1c2a-1b2c-4d5e-8f90-112233445566')).toBe(
      '3f0e1c2a-1b2c-4d5e-8f90-112233445566',
    );
    expect(visitorOf('mf_visitor=<script>')).toBeUndefined();
    expect(visitorOf('mf_visitor=%E0%A4%A')).toBeUndefined();
    expect(visitorOf(undefined)).toBeUndefined();
  });

  it('parses previews and refuses versions the document does not list', () => {
    expect(parsePreviews('mf_booking@0.2.0-bbbbbbbb, mf_discovery@1.0.0-x,junk,@v,Mf@1')).toEqual({
      mf_booking: '0.2.0-bbbbbbbb',
      mf_discovery: '1.0.0-x',
    });
    expect(previewsOf('mf_preview=mf_booking%400.2.0-bbbbbbbb')).toEqual({ mf_booking: '0.2.0-bbbbbbbb' });
    const document = documentOf([stable, canary]);
    expect(listedPreviews(document, { mf_booking: '0.2.0-bbbbbbbb', mf_meetings: '1' })).toEqual({
      listed: { mf_booking: '0.2.0-bbbbbbbb' },
      refused: { mf_meetings: '1' },
    });
    expect(listedPreviews(document, { mf_booking: 'https://evil.test/x.json' }).refused).toEqual({
      mf_booking: 'https://evil.test/x.json',
    });
  });
});

describe('pins', () => {
  const withEntry = (entry: DiscoveryVersion): DiscoveryVersion => ({
    ...entry,
    extras: {
      moduleFederation: {
        entry: {
          url: entry.url.replace('mf-manifest.json', 'remoteEntry.js'),
          integrity: `${entry.metadata.integrity}-entry`,
        },
      },
    },
  });

  it('hold the hashes of what the page may load, and the default to fall back to from a canary', () => {
    const document = documentOf([
      withEntry(stable),
      { ...withEntry(canary), fallbackUrl: 'https://alt.test/c.json' },
    ]);
    const onCanary = resolveDiscovery(document, undefined, { mf_booking: canary.metadata.version }).pins;
    expect(onCanary.versions).toEqual({ mf_booking: canary.metadata.version });
    expect(onCanary.fallbacks).toEqual({ mf_booking: { url: stable.url, version: stable.metadata.version } });
    expect(onCanary.mirrors).toEqual({ [canary.url]: 'https://alt.test/c.json' });
    expect(onCanary.integrity).toEqual({
      [canary.url]: 'sha384-0.2.0-bbbbbbbb',
      'https://alt.test/c.json': 'sha384-0.2.0-bbbbbbbb',
      [canary.url.replace('mf-manifest.json', 'remoteEntry.js')]: 'sha384-0.2.0-bbbbbbbb-entry',
      [stable.url]: 'sha384-0.1.0-aaaaaaaa',
      [stable.url.replace('mf-manifest.json', 'remoteEntry.js')]: 'sha384-0.1.0-aaaaaaaa-entry',
    });
    const onDefault = resolveDiscovery(document, undefined).pins;
    expect(onDefault.fallbacks).toEqual({});
    expect(Object.keys(onDefault.integrity)).toHaveLength(2);
  });
});
