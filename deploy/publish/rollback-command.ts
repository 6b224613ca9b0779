import { resolveDataDir } from '../paths.ts';
import { listPublishedVersions } from './cdn.ts';
import { exitWith, remoteFromArgument } from './command-line.ts';
import { defaultUrlOf, manifestUrl, readRegistry } from './registry.ts';
import { ReleaseError, rollbackRemote } from './release.ts';

/**
 * `npm run rollback:remote -w deploy -- <folder> <version>`: every visitor back on an earlier
 * published version (a canary live is taken off).
 */
const usage = 'Usage: npm run rollback:remote -w deploy -- <remote folder> <published version>';
const remote = remoteFromArgument(process.argv[2], usage);
const version = process.argv[3];
const dataDir = resolveDataDir(process.env);

if (!version) {
  const current = defaultUrlOf(await readRegistry(dataDir), remote.name);
  const versions = await listPublishedVersions(dataDir, remote.folder);
  const lines = versions.map(
    (entry) =>
      `  ${entry.version}  ${entry.publishedAt.toISOString()}${current === manifestUrl(remote.folder, entry.version) ? '  (current)' : ''}`,
  );
  console.log(`${usage}\nPublished versions of ${remote.folder}:\n${lines.join('\n') || '  none'}`);
  process.exit(0);
}

try {
  await rollbackRemote(dataDir, remote, version);
  console.log(`${remote.name} → ${manifestUrl(remote.folder, version)} (${dataDir}).`);
} catch (error) {
  exitWith(error instanceof ReleaseError ? error.message : String(error));
}
