import path from 'node:path';
import { parseArgs } from 'node:util';
import { appDir, REPO_ROOT, resolveDataDir } from '../paths.ts';
import { REMOTES } from '../remotes.ts';
import { markBuilt, runBuild } from './build.ts';
import { exitWith, remoteFromArgument } from './command-line.ts';
import { manifestUrl } from './registry.ts';
import { publishCanary, publishRemote, ReleaseError, readRemoteBuild, servePublished } from './release.ts';
import { shellContractOf } from './shell-contract.ts';

/**
 * `npm run publish:remote -w deploy -- <folder> [--canary <percent>] [--version <published>]`: build
 * one remote, publish it, and serve it to everyone, or to that share of the visitors
 * (`promote:remote` / `abort:remote` end a canary). `--version` serves a version published earlier
 * instead of building. `-- --all` publishes every remote for everyone (image builds).
 */
const usage =
  'Usage: npm run publish:remote -w deploy -- <remote folder | --all> [--canary <percent>] [--version <published version>]';
const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        all: { type: 'boolean', default: false },
        canary: { type: 'string' },
        version: { type: 'string' },
      },
    });
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${usage}`);
  }
})();
const remotes = values.all ? REMOTES : [remoteFromArgument(positionals[0], usage)];
const canary = values.canary === undefined ? undefined : Number(values.canary);
if ((canary !== undefined || values.version !== undefined) && values.all) {
  exitWith('--canary and --version release one remote at a time.');
}
const dataDir = resolveDataDir(process.env);
// The live shell's contract: a remote it (or the remotes live) cannot serve is refused.
const shellDist = process.env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist');
const shell = await shellContractOf(shellDist)();
if (!shell) {
  exitWith(
    `The live shell's contract (${path.join(shellDist, 'contract.json')}) cannot be read: build the shell (npm run build -w shell) or set SHELL_DIST.`,
  );
}

/** Who gets a version just published, and how to preview it. */
function whoIsServed(name: string, version: string): string {
  if (canary === undefined) return 'every visitor';
  const preview = `preview it with ?preview=${name}@${version}`;
  return canary === 0 ? `no visitor yet (${preview})` : `${canary} % of visitors, a canary (${preview})`;
}

try {
  const [remote] = remotes;
  if (values.version !== undefined && remote) {
    await servePublished(dataDir, remote, values.version, canary, shell);
    const served = whoIsServed(remote.name, values.version);
    console.log(
      `${remote.folder} ${values.version}: ${served} → ${manifestUrl(remote.folder, values.version)}.`,
    );
    process.exit(0);
  }
  for (const remote of remotes) {
    const app = { folder: remote.folder, marker: 'mf-manifest.json' };
    console.log(`Building ${remote.folder}…`);
    await runBuild(REPO_ROOT, app);
    await markBuilt(REPO_ROOT, app);
    const build = await readRemoteBuild(appDir(remote.folder), remote);
    const result =
      canary === undefined
        ? await publishRemote(dataDir, build, shell)
        : await publishCanary(dataDir, build, canary, shell);
    const published = `${remote.folder} ${result.version} ${result.copied ? 'published' : 'was already published'}`;
    const served = whoIsServed(remote.name, result.version);
    console.log(`${published}; ${served} → ${manifestUrl(remote.folder, result.version)} (${dataDir}).`);
  }
  if (canary !== undefined) {
    const folder = remotes[0]?.folder;
    console.log(
      `End it with: npm run promote:remote -w deploy -- ${folder}   (everyone) or abort:remote (no one).`,
    );
  }
} catch (error) {
  exitWith(error instanceof ReleaseError ? error.message : String(error));
}
