import type { DiscoveryVersion } from 'shared-contracts/remote-discovery';

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
