// `npm run new:remote -- <folder>`: a working remote from the kit's template, registered in the one
// list of remotes. `--root <dir>` writes into another repository root (the generator's own test).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_LIST_FILE, registerRemote } from './register.ts';
import { checkRemoteFolder, containerOf } from './remote-name.ts';
import { writeRemote } from './write-remote.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' } },
  });
  const folder = checkRemoteFolder(positionals[0]);
  const root = path.resolve(values.root ?? REPO_ROOT);
  const { port } = await writeRemote(root, folder);
  await registerRemote(root, folder);
  console.log(`Made ${folder} (container ${containerOf(folder)}) and added it to ${REMOTE_LIST_FILE}.

  npm run dev -w ${folder}     the harness alone on http://localhost:${port}
  npm test -w ${folder}        its tests
  npm start                    builds, publishes it and lists it in /remotes.json

Before it ships: its modules' props in RemoteContracts (shared-contracts/src/remotes.ts), its
routes in the shell's route table, and its entry in deploy/k8s/remote-registry.yaml.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
