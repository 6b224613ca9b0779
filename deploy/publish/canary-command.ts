import { resolveDataDir } from '../paths.ts';
import { exitWith, remoteFromArgument } from './command-line.ts';
import { defaultUrlOf, readRegistry } from './registry.ts';
import { abortCanary, promoteCanary, ReleaseError } from './release.ts';

/**
 * `npm run promote:remote -w deploy -- <folder>`: the remote's canary becomes everyone's version.
 * `npm run abort:remote -w deploy -- <folder>`: the canary is taken off; everyone keeps the default.
 */
const action = process.argv[2];
if (action !== 'promote' && action !== 'abort') exitWith('canary-command.ts takes promote or abort first.');
const usage = `Usage: npm run ${action}:remote -w deploy -- <remote folder>`;
const remote = remoteFromArgument(process.argv[3], usage);
const dataDir = resolveDataDir(process.env);

try {
  await (action === 'promote' ? promoteCanary(dataDir, remote) : abortCanary(dataDir, remote));
  const now = defaultUrlOf(await readRegistry(dataDir), remote.name);
  console.log(`${remote.name}: every visitor → ${now} (${dataDir}).`);
} catch (error) {
  exitWith(error instanceof ReleaseError ? error.message : String(error));
}
