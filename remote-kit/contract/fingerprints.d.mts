// Types of the contract fingerprints (plain .mjs, run by Node at build time).

/** Each module of `RemoteContracts` and the shell context, by fingerprint, with shared-contracts' version. */
export function contractFingerprints(sharedContractsDir: string): {
  sharedContracts: string;
  modules: Record<string, string>;
  shell: string;
};

/** The other remotes' modules an app's sources load (`mf_x/./Y`), sorted. */
export function consumedModules(srcDir: string): string[];
