import {
  remoteMismatches,
  type ShellContractRecord,
  shellMismatches,
} from 'shared-contracts/remote-contract';
import {
  type DiscoveryDocument,
  type DiscoveryVersion,
  defaultVersion,
} from 'shared-contracts/remote-discovery';

/** A refusal the person running a command can act on. */
export class ReleaseError extends Error {}

/** The version as everyone's: the only one listed, at 100 %. Publish and rollback do this. */
export function soleDefault(entry: DiscoveryVersion): DiscoveryVersion[] {
  return [{ ...entry, deployment: { traffic: 100, default: true } }];
}

function defaultOf(versions: readonly DiscoveryVersion[], remote: string): DiscoveryVersion {
  const found =
    versions.find((version) => version.deployment?.default) ??
    (versions.length === 1 ? versions[0] : undefined);
  if (!found)
    throw new ReleaseError(`${remote} has no default version yet: publish it first (without --canary).`);
  return found;
}

/**
 * `entry` takes `percent` of the visitors and the default the rest; at 0 it is listed for previews
 * only (`?preview=`). A canary already live is replaced (one canary per remote at a time); the same
 * version again only changes its share.
 */
export function withCanary(
  versions: readonly DiscoveryVersion[],
  entry: DiscoveryVersion,
  percent: number,
  remote: string,
): DiscoveryVersion[] {
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
    throw new ReleaseError(
      `--canary takes a share of visitors from 0 (a preview only) to below 100, not ${percent}.`,
    );
  }
  const current = defaultOf(versions, remote);
  if (current.metadata.version === entry.metadata.version) {
    throw new ReleaseError(`${remote} ${entry.metadata.version} is already the default version.`);
  }
  return [
    { ...entry, deployment: { traffic: percent, default: false } },
    { ...current, deployment: { traffic: 100 - percent, default: true } },
  ];
}

function canaryOf(versions: readonly DiscoveryVersion[], remote: string): DiscoveryVersion {
  const canary = versions.find((version) => version.deployment && !version.deployment.default);
  if (!canary) throw new ReleaseError(`${remote} has no canary live.`);
  return canary;
}

/** The canary becomes everyone's version. */
export function promoted(versions: readonly DiscoveryVersion[], remote: string): DiscoveryVersion[] {
  return soleDefault(canaryOf(versions, remote));
}

/** The canary is taken off; everyone is back on the default. */
export function aborted(versions: readonly DiscoveryVersion[], remote: string): DiscoveryVersion[] {
  canaryOf(versions, remote);
  return soleDefault(defaultOf(versions, remote));
}

/**
 * The contract gate: a version the live shell, or the other remotes' default versions, cannot
 * serve (shared-contracts `remote-contract.ts`) is refused, each mismatch named.
 */
export function refuseIncompatible(
  registry: DiscoveryDocument,
  remote: { folder: string; name: string },
  entry: DiscoveryVersion,
  shell: ShellContractRecord,
): void {
  const record = entry.extras?.moduleFederation?.contract;
  if (!record) {
    throw new ReleaseError(
      `${remote.folder} ${entry.metadata.version} records no contract (contract.json): rebuild it with the current remote kit.`,
    );
  }
  const live = Object.fromEntries(
    Object.entries(registry.microFrontends)
      .filter(([name]) => name !== remote.name)
      .map(([name, versions]) => [name, defaultVersion(versions)?.extras?.moduleFederation?.contract]),
  );
  const mismatches = [
    ...shellMismatches(shell, remote.name, record),
    ...remoteMismatches(remote.name, record, live),
  ];
  if (mismatches.length > 0) {
    throw new ReleaseError(
      `${remote.folder} ${entry.metadata.version} was built against a contract the live product cannot serve:\n` +
        mismatches.map((mismatch) => `  - ${mismatch}`).join('\n'),
    );
  }
}
