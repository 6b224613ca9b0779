// What a build says of the contract it was built against (remote-kit's contract.json), and whether
// the live shell and remotes can serve it. Read by deploy's publish gate, the renderer and the
// browser's registry read (before any shared module exists): no runtime imports.

/** A remote's record: the shell context and each module it exposes or loads, by fingerprint. */
export interface RemoteContractRecord {
  sharedContracts: string;
  shell: string;
  /** `mf_booking/./Booking` → fingerprint. */
  exposes: Record<string, string>;
  /** Other remotes' modules it loads (`mf_payments/./CardPicker`) → fingerprint. */
  consumes: Record<string, string>;
}

/** The shell's record: the context it gives and every module as it calls it. */
export interface ShellContractRecord {
  sharedContracts: string;
  shell: string;
  provides: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

export function parseRemoteContract(value: unknown): RemoteContractRecord | undefined {
  const record = value as Partial<RemoteContractRecord> | null;
  if (typeof record?.shell !== 'string' || typeof record.sharedContracts !== 'string') return undefined;
  if (!isStringRecord(record.exposes) || !isStringRecord(record.consumes)) return undefined;
  return {
    sharedContracts: record.sharedContracts,
    shell: record.shell,
    exposes: record.exposes,
    consumes: record.consumes,
  };
}

export function parseShellContract(value: unknown): ShellContractRecord | undefined {
  const record = value as Partial<ShellContractRecord> | null;
  if (typeof record?.shell !== 'string' || typeof record.sharedContracts !== 'string') return undefined;
  if (!isStringRecord(record.provides)) return undefined;
  return { sharedContracts: record.sharedContracts, shell: record.shell, provides: record.provides };
}

/** What the shell cannot serve of a remote's build, each named; none when it can. */
export function shellMismatches(
  shell: ShellContractRecord,
  remote: string,
  record: RemoteContractRecord,
): string[] {
  const mismatches: string[] = [];
  if (record.shell !== shell.shell) {
    mismatches.push(
      `${remote} was built against another shell context (ShellContextValue) than the live shell gives (shared-contracts ${record.sharedContracts} against the shell's ${shell.sharedContracts})`,
    );
  }
  for (const [module, fingerprint] of Object.entries(record.exposes)) {
    const called = shell.provides[module];
    if (called !== undefined && called !== fingerprint) {
      mismatches.push(
        `${module}: the live shell calls it with another contract (shell ${called}, build ${fingerprint})`,
      );
    }
  }
  return mismatches;
}

/**
 * What the remotes live cannot serve of a remote's build, or it of them: a module it loads that
 * the live version of its remote exposes with another contract, and a module it exposes that a
 * remote live loads with another one.
 */
export function remoteMismatches(
  remote: string,
  record: RemoteContractRecord,
  live: Readonly<Record<string, RemoteContractRecord | undefined>>,
): string[] {
  const mismatches: string[] = [];
  for (const [module, fingerprint] of Object.entries(record.consumes)) {
    const owner = module.split('/')[0] ?? '';
    const exposed = live[owner]?.exposes[module];
    if (exposed !== undefined && exposed !== fingerprint) {
      mismatches.push(
        `${module}: ${remote} loads it with another contract than ${owner}'s live version exposes (${exposed}, build ${fingerprint})`,
      );
    }
  }
  for (const [other, otherRecord] of Object.entries(live)) {
    if (other === remote || !otherRecord) continue;
    for (const [module, fingerprint] of Object.entries(otherRecord.consumes)) {
      const exposed = record.exposes[module];
      if (exposed !== undefined && exposed !== fingerprint) {
        mismatches.push(
          `${module}: ${other}'s live version loads it with another contract (${fingerprint}, build ${exposed})`,
        );
      }
    }
  }
  return mismatches;
}
