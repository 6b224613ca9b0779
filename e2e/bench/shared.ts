// What the e2e benches share: the runner they start (npm start on a port and data folder of its
// own), Debian's Chromium, and the figures they print. Figures only: nothing here fails on a figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface Runner {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess | null, log: () => string) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 10 minutes:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** `npm start` on its own port and data folder, as the e2e suites run it; stopped with SIGTERM. */
export async function startRunner(port: number, env: Record<string, string> = {}): Promise<Runner> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STRIPE_PORT: process.env.BENCH_STRIPE_PORT ?? '12131',
      ...env,
    },
    // A process group of its own, so that stopping it stops npm's children too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => lines.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The runner at `url` when given (already up, left running), else one started on `port`. */
export async function runnerFor(url: string | undefined, port: number): Promise<Runner> {
  return url ? { url: url.replace(/\/$/, ''), stop: async () => {} } : startRunner(port);
}

/** Debian's Chromium, headless, as the e2e suites launch it; `extraArgs` added to the usual flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Node's version, the machine's CPU count and load average, for the settings line of a bench. */
export function machine(): string {
  return `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
}

/** A progress line on a terminal, overwritten; nothing when the output is a file. */
export function progress(text: string) {
  if (process.stdout.isTTY) process.stdout.write(`\r${text.padEnd(24)}\r`);
}

/** The header of the rows `timeRow` prints. */
export function timeHeader() {
  console.log(
    `  ${''.padEnd(34)}${'runs'.padStart(5)}${'median'.padStart(8)}${'p95'.padStart(8)}${'min'.padStart(8)}${'max'.padStart(8)}`,
  );
}

/** One row: runs, median, p95, min and max of `values` (ms). */
export function timeRow(name: string, values: number[]) {
  const times = [percentile(values, 50), percentile(values, 95), Math.min(...values), Math.max(...values)];
  console.log(
    `  ${name.padEnd(34)}${String(values.length).padStart(5)}${times.map((value) => value.toFixed(0).padStart(8)).join('')}`,
  );
}
