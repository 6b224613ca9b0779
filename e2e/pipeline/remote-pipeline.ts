// `npm test -w <remote>`, after the remote's unit tests: its tagged e2e suites (`@<remote>`), which
// is what a feature team's CI runs before `publish:remote`.
//   Alone: the suites start the product as `npm start` does (a fresh data folder): the shell and the
//   other remotes as this checkout builds them, with the remote's current build.
//   With E2E_LIVE_URL and E2E_DATA_DIR (a product already running, such as a shared staging runner):
//   the remote is built and published to it for previews only (`--canary 0`), no visitor gets it,
//   and every browser of the suites previews it (E2E_PREVIEW) against that product's live shell and
//   the other remotes' published versions; the preview listing is taken off afterwards. A build that
//   is that product's default version already is tested as it is.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const argument = process.argv[2];
if (!argument || !/^mf-[a-z-]+$/.test(argument)) {
  console.error('Usage: node e2e/pipeline/remote-pipeline.ts <remote folder>');
  process.exit(2);
}
const folder: string = argument;
const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
const live = process.env.E2E_LIVE_URL;

function npm(args: string[], env: NodeJS.ProcessEnv = process.env): { status: number; output: string } {
  const run = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  return { status: run.status ?? 1, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/** Publishes the candidate to the live product for previews only; its `name@version`, or none when it is live already. */
function listForPreview(dataDir: string): string | undefined {
  const env = { ...process.env, DATA_DIR: dataDir };
  const published = npm(
    ['run', '--silent', 'publish:remote', '-w', 'deploy', '--', folder, '--canary', '0'],
    env,
  );
  if (published.status === 0) return /\?preview=(\S+?)\)/.exec(published.output)?.[1];
  if (published.output.includes('is already the default version')) return undefined;
  console.error(`${folder} could not be published to the live product for previews.`);
  process.exit(published.status);
}

const dataDir = process.env.E2E_DATA_DIR;
if (live && !dataDir) {
  console.error(
    'E2E_LIVE_URL needs E2E_DATA_DIR: the live product’s data folder, where the candidate is published.',
  );
  process.exit(2);
}
const preview = live && dataDir ? listForPreview(dataDir) : undefined;
if (preview) console.log(`Testing ${preview} against ${live} (a preview: no visitor gets it).`);
/**
 * The projects in the order the full run keeps (e2e/playwright.config.ts): each on its own, without
 * its dependencies (Playwright would run those whole, tagged or not), and only when it holds a
 * suite tagged with the remote.
 */
const PROJECTS = ['product', 'releases', 'calls', 'clock'];
const env = { ...process.env, ...(preview ? { E2E_PREVIEW: preview } : {}) };
let status = 0;
for (const project of PROJECTS) {
  const selection = ['--project', project, '--no-deps', '--grep', `@${folder}`];
  const listed = spawnSync('npx', ['playwright', 'test', ...selection, '--list'], {
    cwd: path.join(REPO_ROOT, 'e2e'),
    env,
    encoding: 'utf8',
  });
  if (!/Total: [1-9]/.test(listed.stdout ?? '')) continue;
  // The suites' output as it comes (a run takes minutes).
  const run = spawnSync('npm', ['run', 'e2e', '-w', 'e2e', '--', ...selection], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) status = run.status ?? 1;
}
if (preview && dataDir)
  npm(['run', '--silent', 'abort:remote', '-w', 'deploy', '--', folder], {
    ...process.env,
    DATA_DIR: dataDir,
  });
process.exit(status);
