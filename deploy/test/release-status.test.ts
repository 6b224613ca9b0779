import { describe, expect, it } from 'vitest';
import type { Registry } from '../publish/registry.ts';
import { releaseStatus } from '../publish/release-status.ts';

const entry = (version: string, traffic: number, isDefault: boolean) => ({
  url: `/mf/mf-booking/${version}/mf-manifest.json`,
  metadata: { integrity: 'sha384-x', version },
  deployment: { traffic, default: isDefault },
});

const REGISTRY: Registry = {
  schema: 's',
  microFrontends: {
    mf_booking: [entry('1.1.0-b', 20, false), entry('1.0.0-a', 80, true)],
    mf_discovery: [
      { url: '/mf/mf-discovery/2.0.0/mf-manifest.json', metadata: { integrity: 'i', version: '2.0.0' } },
    ],
  },
};

describe('release:status', () => {
  it('prints each remote’s versions with their traffic and the fallbacks reported per version', () => {
    const printed = releaseStatus(REGISTRY, [
      {
        remote: 'mf_booking',
        version: '1.1.0-b',
        cause: 'integrity',
        count: 2,
        last_at: '2026-11-29T10:00:00.000Z',
      },
      {
        remote: 'mf_booking',
        version: '1.1.0-b',
        cause: 'network',
        count: 1,
        last_at: '2026-11-29T11:00:00.000Z',
      },
      {
        remote: 'mf_booking',
        version: '0.9.0-z',
        cause: 'setup',
        count: 4,
        last_at: '2026-11-28T09:00:00.000Z',
      },
    ]);
    expect(printed.split('\n')).toEqual([
      'mf_booking',
      '  version  traffic  default  fallbacks reported',
      '  1.1.0-b  20 %     no       3 (integrity 2, network 1), last 2026-11-29T11:00:00.000Z',
      '  1.0.0-a  80 %     yes      0',
      'mf_discovery',
      '  version  traffic  default  fallbacks reported',
      '  2.0.0    100 %    yes      0',
      'Fallbacks reported for versions no longer listed:',
      '  mf_booking 0.9.0-z: 4 (setup 4), last 2026-11-28T09:00:00.000Z',
    ]);
  });

  it('says so when the api could not be asked', () => {
    expect(releaseStatus(REGISTRY, null)).toContain('unknown (the api did not answer)');
  });
});
