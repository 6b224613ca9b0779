import path from 'node:path';
import { buildApp, ConfigError, DEMO_ACCOUNTS, loadConfig } from 'api';
import type { FastifyInstance } from 'fastify';
import { appDir, REPO_ROOT, resolveDataDir } from '../paths.ts';
import { parsePort } from '../port-number.ts';
import { type BuildableApp, buildState, markBuilt, runBuild } from '../publish/build.ts';
import { defaultUrlOf, manifestUrl, readRegistry } from '../publish/registry.ts';
import { publishIfNew, ReleaseError, readRemoteBuild } from '../publish/release.ts';
import { REMOTES } from '../remotes.ts';
import { createPageRenderer } from '../render/page-renderer.ts';
import { warmUp } from '../render/warm-up.ts';
import { isPortTaken, portTakenMessage } from './port.ts';
import { startLocalLiveKit } from './standins/livekit.ts';
import { startLocalOidc } from './standins/oidc.ts';
import { startStripeStandIn } from './standins/stripe.ts';
import { staticSite } from './static-site.ts';

const SHELL: BuildableApp = { folder: 'shell', marker: 'index.html' };
const FRONT_ENDS: BuildableApp[] = [
  SHELL,
  ...REMOTES.map((remote) => ({ folder: remote.folder, marker: 'mf-manifest.json' })),
];

const env = process.env;
const host = env.HOST || 'localhost';
const dataDir = resolveDataDir(env);
const stopBuilds = new AbortController();
let app: FastifyInstance | undefined;
let stopping = false;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  stopBuilds.abort();
  const forced = setTimeout(() => fail('Did not stop within 10 s; exiting.'), 10_000);
  forced.unref();
  try {
    await app?.close();
  } catch (error) {
    console.error(error);
  }
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const port = parsePort(env.PORT, 8080) ?? fail(`PORT must be a number from 1 to 65535 (got "${env.PORT}").`);
if (await isPortTaken(port, host)) fail(portTakenMessage(port));
// A configuration the api refuses (TEST_CLOCK in production…) fails before minutes of builds.
try {
  loadConfig({ ...env, DATA_DIR: dataDir, PORT: String(port) });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

/**
 * Builds what is stale, two at a time: a webpack build spends much of its time on one core, so a
 * second build at once uses another one.
 */
async function buildFrontEnd(front: BuildableApp) {
  const state = await buildState(REPO_ROOT, front);
  if (state === 'fresh') return;
  console.log(`Building ${front.folder} (${state === 'missing' ? 'not built yet' : 'sources changed'})…`);
  await runBuild(REPO_ROOT, front, stopBuilds.signal);
  await markBuilt(REPO_ROOT, front);
}

try {
  const queue = [...FRONT_ENDS];
  const builder = async () => {
    for (let front = queue.shift(); front; front = queue.shift()) await buildFrontEnd(front);
  };
  await Promise.all([builder(), builder()]);
} catch (error) {
  // A build cut short by Ctrl-C is not a failure: stop() is already exiting.
  if (stopping) await new Promise(() => {});
  stopBuilds.abort();
  fail((error as Error).message);
}

try {
  for (const remote of REMOTES) {
    const result = await publishIfNew(dataDir, await readRemoteBuild(appDir(remote.folder), remote));
    if (result.copied) console.log(`Published ${remote.folder} ${result.version}.`);
    const served = defaultUrlOf(await readRegistry(dataDir), remote.name);
    if (served !== manifestUrl(remote.folder, result.version)) {
      console.log(
        `${remote.folder}: the registry keeps ${served} (rolled back); the current build is ${result.version}. ` +
          `Serve it with: npm run publish:remote -w deploy -- ${remote.folder}`,
      );
    }
  }
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message);
  throw error;
}

await startStripeStandIn(env, { dataDir, port }).catch((error: Error) => fail(error.message));
Object.assign(env, await startLocalLiveKit(env, dataDir, port).catch((error: Error) => fail(error.message)));
const { publicUrl } = loadConfig({ ...env, DATA_DIR: dataDir, PORT: String(port) });
Object.assign(env, await startLocalOidc(env, publicUrl).catch((error: Error) => fail(error.message)));
const config = loadConfig({ ...env, DATA_DIR: dataDir, PORT: String(port) });
app = await buildApp(config);
const shellDist = path.join(appDir(SHELL.folder), 'dist');
// The renderer reads the api and the remotes from this same process, through its own port.
const self = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
const renderPage = createPageRenderer({ shellDist, remotesOrigin: self, apiOrigin: self });
await staticSite(app, { shellDist, dataDir, config, renderPage });

try {
  await app.listen({ port, host });
} catch (error) {
  await app.close();
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(portTakenMessage(port));
  throw error;
}
// The first visitor's page is rendered on the server like the next ones.
await warmUp(self);

const url = `http://localhost:${port}`;
console.log(`\nExpert marketplace running at ${url}`);
console.log(
  `  api ${url}/api/v1 · data in ${dataDir}${config.databaseUrl ? ' (database: DATABASE_URL)' : ''}`,
);
if (config.seedDemoData) {
  console.log('Demo logins:');
  for (const account of DEMO_ACCOUNTS) {
    const login = account.role === 'expert' ? '/experts/login' : '/customer/login';
    console.log(
      `  ${account.role.padEnd(8)} ${account.email.padEnd(28)} ${account.password.padEnd(18)} ${url}${login}`,
    );
  }
}
if (config.testClock)
  console.log(`TEST_CLOCK is on: POST ${url}/api/v1/test/clock {advance_ms} moves the api's clock forward.`);
console.log('Press Ctrl-C to stop.');
