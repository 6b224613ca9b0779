import { appDir, REPO_ROOT, resolveDataDir } from '../paths.ts';
import { REMOTES } from '../remotes.ts';
import { markBuilt, runBuild } from './build.ts';
import { exitWith, remoteFromArgument } from './command-line.ts';
import { manifestUrl } from './registry.ts';
import { publishRemote, ReleaseError, readRemoteBuild } from './release.ts';

/**
 * `npm run publish:remote -w deploy -- <folder>`: build one remote, publish it, point the registry at
 * it. `-- --all` does the same for every remote (image builds).
 */
const usage = 'Usage: npm run publish:remote -w deploy -- <remote folder | --all>';
const remotes = process.argv[2] === '--all' ? REMOTES : [remoteFromArgument(process.argv[2], usage)];
const dataDir = resolveDataDir(process.env);

try {
  for (const remote of remotes) {
    const app = { folder: remote.folder, marker: 'mf-manifest.json' };
    console.log(`Building ${remote.folder}…`);
    await runBuild(REPO_ROOT, app);
    await markBuilt(REPO_ROOT, app);
    const result = await publishRemote(dataDir, await readRemoteBuild(appDir(remote.folder), remote));
    console.log(
      `${remote.folder} ${result.version} ${result.copied ? 'published' : 'was already published'}; ` +
        `${remote.name} → ${manifestUrl(remote.folder, result.version)} (${dataDir}).`,
    );
  }
} catch (error) {
  exitWith(error instanceof ReleaseError ? error.message : String(error));
}
