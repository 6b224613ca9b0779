import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLiveKitStandIn } from 'stand-ins/livekit';
import { parsePort } from '../../port-number.ts';

/**
 * Starts the local LiveKit stand-in for npm start, unless LIVEKIT_URL points at a real LiveKit server.
 * Answers the LIVEKIT_* settings the api reads; webhooks go to the api on apiPort.
 */
export async function startLocalLiveKit(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  apiPort: number,
): Promise<Record<string, string>> {
  if (env.LIVEKIT_URL) return {};
  const port = parsePort(env.LIVEKIT_PORT, 7880);
  if (port === undefined)
    throw new Error(`LIVEKIT_PORT must be a number from 1 to 65535 (got "${env.LIVEKIT_PORT}").`);
  const apiKey = env.LIVEKIT_API_KEY || 'devkey';
  const apiSecret = env.LIVEKIT_API_SECRET || (await localSecret(dataDir));
  const host = env.HOST || 'localhost';
  const options = {
    apiKey,
    apiSecret,
    host,
    webhookUrls: [`http://localhost:${apiPort}/api/v1/video/webhooks`],
    log: (message: string) => console.warn(`livekit: ${message}`),
  };
  let server: Awaited<ReturnType<typeof startLiveKitStandIn>>;
  try {
    server = await startLiveKitStandIn({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (env.LIVEKIT_PORT) throw new Error(`Port ${port} (LIVEKIT_PORT, video) is already in use.`);
    // The default port is only a convenience: the shell learns the URL from the api at run time.
    server = await startLiveKitStandIn({ ...options, port: 0 });
  }
  const url = env.LIVEKIT_PUBLIC_URL || `ws://localhost:${server.port}`;
  console.log(`  video: local LiveKit stand-in at ${url}`);
  return { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret };
}

/** A secret made once per data folder, so tokens survive restarts and nobody else knows it. */
async function localSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'livekit', 'api-secret');
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (saved.length >= 32) return saved;
  } catch {
    // First start: make one below.
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
