/**
 * The api under test, in a process of its own so the load generator does not share its event loop:
 * the real app (`buildApp`) over HTTP on a free port, on the bench database, with the local Stripe
 * stand-in (stand-ins/stripe: card saves, booking charges) and the local LiveKit stand-in
 * (stand-ins/livekit: the room a booking prepares) in this same process.
 * Started by bench/run.ts through `fork`; it reports its URLs over IPC and stops on 'close'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLiveKitStandIn } from 'stand-ins/livekit';
import { createStripeStandIn } from 'stand-ins/stripe';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { countWork, type WorkDone } from './work-counter.ts';

export interface BenchServerReady {
  type: 'ready';
  apiUrl: string;
  stripeUrl: string;
  publishableKey: string;
}

/** The answer to a 'work' message: what the api has done so far. */
export interface BenchServerWork extends WorkDone {
  type: 'work';
}

const PUBLISHABLE_KEY = 'pk_test_bench';
const WEBHOOK_SECRET = 'whsec_bench';
const LIVEKIT_KEY = 'benchkey';
const LIVEKIT_SECRET = 'bench-livekit-secret-of-at-least-32-characters';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const standIn = await createStripeStandIn({
    dataDir,
    logLevel: process.env.BENCH_STRIPE_LOG_LEVEL ?? 'silent',
  });
  const stripeUrl = await standIn.listen(0, '127.0.0.1');
  const livekit = await startLiveKitStandIn({
    apiKey: LIVEKIT_KEY,
    apiSecret: LIVEKIT_SECRET,
    host: '127.0.0.1',
    port: 0,
  });
  const app = await buildApp({
    ...loadConfig({}),
    databaseUrl,
    dataDir,
    seedDemoData: false,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
    stripeApiBase: stripeUrl,
    stripeSecretKey: 'sk_test_bench',
    stripePublishableKey: PUBLISHABLE_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    livekitUrl: livekit.url,
    livekitApiKey: LIVEKIT_KEY,
    livekitApiSecret: LIVEKIT_SECRET,
  });
  const workDone = countWork(app);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  standIn.core.events.ensureEndpoint({ url: `${apiUrl}/api/v1/payments/webhook`, secret: WEBHOOK_SECRET });

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    // autocannon drops its sockets when time is up; handlers of those last requests still run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await app.close();
    await standIn.close();
    await livekit.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void close();
    if (message === 'work') process.send?.({ type: 'work', ...workDone() } satisfies BenchServerWork);
    // What the requests left to the job worker, done first (its statements are counted off-path).
    if (message === 'work-settled')
      void app.jobs
        .runDue()
        .then(() => process.send?.({ type: 'work', ...workDone() } satisfies BenchServerWork));
  });
  process.on('disconnect', () => void close());
  process.send?.({
    type: 'ready',
    apiUrl,
    stripeUrl,
    publishableKey: PUBLISHABLE_KEY,
  } satisfies BenchServerReady);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
