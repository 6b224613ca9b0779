/**
 * The processes a fault bench starts, kills and starts again: api instances (the api's own entry,
 * `src/main.ts`, as production runs it) and a Redis server of the bench's own, so that restarting
 * it never touches the machine's shared Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './until.ts';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1, chosen once so that a restarted process comes back on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a live process in MB, from /proc (Linux). */
export function residentMegabytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A child process whose output goes to a log file, and that can be killed and started again. */
abstract class Restartable {
  protected child: ChildProcess | undefined;
  starts = 0;

  readonly name: string;
  readonly port: number;
  private readonly logFile: string;

  constructor(name: string, port: number, logFile: string) {
    this.name = name;
    this.port = port;
    this.logFile = logFile;
  }

  protected abstract command(): { file: string; args: string[]; env?: NodeJS.ProcessEnv; cwd?: string };
  protected abstract ready(): Promise<boolean>;

  get pid() {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  async start(timeoutMs = 60_000) {
    const { file, args, env, cwd } = this.command();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    log.write(`--- start ${this.starts + 1} at ${new Date().toISOString()}\n`);
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.once('error', (error) => log.write(`spawn failed: ${error.message}\n`));
    this.child = child;
    this.starts += 1;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`${this.name} exited (${code}) while starting; see ${this.logFile}`)),
      ),
    );
    exited.catch(() => {});
    const came = until(() => this.ready(), timeoutMs).then((took) => {
      if (took === undefined) throw new Error(`${this.name} did not come up within ${timeoutMs / 1000} s`);
    });
    await Promise.race([came, exited]);
  }

  /** Kills the process with `signal` and waits until it is gone. */
  async kill(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }
}

/** One api instance on its own port, sharing the database, Redis and the providers with the others. */
export class ApiInstance extends Restartable {
  private readonly env: NodeJS.ProcessEnv;

  constructor(name: string, port: number, logFile: string, env: NodeJS.ProcessEnv) {
    super(name, port, logFile);
    this.env = env;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  protected command() {
    return {
      file: process.execPath,
      args: ['src/main.ts'],
      cwd: API_ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
    };
  }

  protected async ready() {
    const response = await fetch(`${this.url}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  }
}

/** A Redis server that keeps nothing on disk, on a port of its own. */
export class RedisServer extends Restartable {
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  protected command() {
    return {
      file: process.env.REDIS_SERVER ?? 'redis-server',
      args: ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    };
  }

  protected ready() {
    return new Promise<boolean>((resolve) => {
      const socket = net.connect(this.port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
  }
}
