import { describe, expect, it } from 'vitest';
import {
  parseRemoteContract,
  type RemoteContractRecord,
  remoteMismatches,
  type ShellContractRecord,
  shellMismatches,
} from '../src/remote-contract.ts';
import { type DiscoveryVersion, resolveDiscovery, servedBy } from '../src/remote-discovery.ts';

const SHELL: ShellContractRecord = {
  sharedContracts: '0.1.0',
  shell: 'ctx1',
  provides: { 'mf_booking/./Booking': 'b1', 'mf_payments/./CardPicker': 'p1' },
};
const BOOKING: RemoteContractRecord = {
  sharedContracts: '0.1.0',
  shell: 'ctx1',
  exposes: { 'mf_booking/./Booking': 'b1' },
  consumes: { 'mf_payments/./CardPicker': 'p1' },
};

describe('the contract gate', () => {
  it('serves a build made against the live contract', () => {
    expect(shellMismatches(SHELL, 'mf_booking', BOOKING)).toEqual([]);
    expect(
      remoteMismatches('mf_booking', BOOKING, {
        mf_payments: { ...BOOKING, exposes: { 'mf_payments/./CardPicker': 'p1' }, consumes: {} },
      }),
    ).toEqual([]);
  });

  it('names what the shell cannot serve: its context, a module it calls with other props', () => {
    expect(
      shellMismatches(SHELL, 'mf_booking', {
        ...BOOKING,
        shell: 'ctx2',
        exposes: { 'mf_booking/./Booking': 'b2' },
      }),
    ).toEqual([
      expect.stringContaining('mf_booking was built against another shell context'),
      'mf_booking/./Booking: the live shell calls it with another contract (shell b1, build b2)',
    ]);
  });

  it('names what the remotes live cannot serve, both ways', () => {
    const payments = { ...BOOKING, exposes: { 'mf_payments/./CardPicker': 'p2' }, consumes: {} };
    expect(remoteMismatches('mf_booking', BOOKING, { mf_payments: payments })).toEqual([
      expect.stringContaining(
        "mf_payments/./CardPicker: mf_booking loads it with another contract than mf_payments's live version exposes",
      ),
    ]);
    expect(remoteMismatches('mf_payments', payments, { mf_booking: BOOKING })).toEqual([
      expect.stringContaining(
        "mf_payments/./CardPicker: mf_booking's live version loads it with another contract",
      ),
    ]);
  });

  it('reads records and refuses anything else', () => {
    expect(parseRemoteContract(BOOKING)).toEqual(BOOKING);
    expect(parseRemoteContract({ ...BOOKING, exposes: { a: 1 } })).toBeUndefined();
    expect(parseRemoteContract(null)).toBeUndefined();
  });

  it('keeps a browser off a version the shell cannot serve: the default instead, even previewed', () => {
    const version = (
      name: string,
      contract: RemoteContractRecord,
      traffic: number,
      isDefault: boolean,
    ): DiscoveryVersion => ({
      url: `/mf/mf-booking/${name}/mf-manifest.json`,
      metadata: { integrity: 'x', version: name },
      deployment: { traffic, default: isDefault },
      extras: { moduleFederation: { contract } },
    });
    const document = {
      schema: 's',
      microFrontends: {
        mf_booking: [
          version('2.0.0', { ...BOOKING, shell: 'ctx2' }, 99, false),
          version('1.0.0', BOOKING, 1, true),
        ],
      },
    };
    for (const visitor of ['a', 'b', 'c', 'd']) {
      expect(resolveDiscovery(document, visitor, {}, servedBy(SHELL)).pins.versions.mf_booking).toBe('1.0.0');
    }
    expect(
      resolveDiscovery(document, 'a', { mf_booking: '2.0.0' }, servedBy(SHELL)).pins.versions.mf_booking,
    ).toBe('1.0.0');
    expect(
      resolveDiscovery(document, 'a', { mf_booking: '2.0.0' }, servedBy(undefined)).pins.versions.mf_booking,
    ).toBe('2.0.0');
  });
});
