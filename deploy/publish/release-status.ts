import type { RemoteFailureCause } from 'shared-contracts';
import type { Registry } from './registry.ts';

export interface FailureCount {
  remote: string;
  version: string;
  cause: RemoteFailureCause;
  count: number;
  last_at: string;
}

function failuresText(failures: readonly FailureCount[]): string {
  const total = failures.reduce((sum, failure) => sum + failure.count, 0);
  if (total === 0) return '0';
  const causes = failures.map((failure) => `${failure.cause} ${failure.count}`).join(', ');
  const last = failures
    .map((failure) => failure.last_at)
    .sort()
    .at(-1);
  return `${total} (${causes}), last ${last}`;
}

/**
 * `release:status`: per remote, the versions live with their traffic, and the fallbacks browsers
 * reported per version (null: the api could not be asked). Versions no longer listed that still
 * have reports come last.
 */
export function releaseStatus(registry: Registry, failures: readonly FailureCount[] | null): string {
  const lines: string[] = [];
  const listed = new Set<string>();
  const header = ['version', 'traffic', 'default', 'fallbacks reported'];
  for (const [name, versions] of Object.entries(registry.microFrontends).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const rows = versions.map((version) => {
      listed.add(`${name}@${version.metadata.version}`);
      const traffic = version.deployment?.traffic ?? (versions.length === 1 ? 100 : 0);
      const reported = failures?.filter((f) => f.remote === name && f.version === version.metadata.version);
      return [
        version.metadata.version,
        `${traffic} %`,
        (version.deployment?.default ?? versions.length === 1) ? 'yes' : 'no',
        reported ? failuresText(reported) : 'unknown (the api did not answer)',
      ];
    });
    lines.push(name, ...table([header, ...rows]).map((line) => `  ${line}`));
  }
  const unlisted = (failures ?? []).filter((failure) => !listed.has(`${failure.remote}@${failure.version}`));
  if (unlisted.length > 0) {
    lines.push('Fallbacks reported for versions no longer listed:');
    const versions = [...new Set(unlisted.map((failure) => `${failure.remote} ${failure.version}`))];
    for (const version of versions) {
      const reported = unlisted.filter((failure) => `${failure.remote} ${failure.version}` === version);
      lines.push(`  ${version}: ${failuresText(reported)}`);
    }
  }
  return lines.join('\n');
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
