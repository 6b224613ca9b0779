import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A Radicale CalDAV server of the test's own: a free port, a throw-away folder, plain-text users. */
export interface CalDavServer {
  /** `http://127.0.0.1:<port>`: a user's calendars live under `/<user>/`. */
  url: string;
  stop(): Promise<void>;
}

/** Debian's `radicale` (apt-get install radicale) is on PATH. */
export function isCalDavServerInstalled(): boolean {
  return spawnSync('radicale', ['--version'], { stdio: 'ignore' }).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilListening(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited (${child.exitCode}) before listening`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  throw new Error(`radicale did not listen on ${url}`);
}

/**
 * Starts Radicale with `users` (name → password) and owner-only rights, storing in a new temporary
 * folder removed by `stop`. No configuration file of the machine is read.
 */
export async function startCalDavServer(options: { users: Record<string, string> }): Promise<CalDavServer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'caldav-'));
  const users = path.join(folder, 'users');
  await writeFile(
    users,
    Object.entries(options.users)
      .map(([name, password]) => `${name}:${password}\n`)
      .join(''),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'radicale',
    [
      '--config',
      '',
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      path.join(folder, 'collections'),
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      users,
      '--auth-htpasswd-encryption',
      'plain',
      '--rights-type',
      'owner_only',
      '--logging-level',
      'error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitUntilListening(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
