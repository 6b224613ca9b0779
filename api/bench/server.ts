/**
 * The api under test, in processes of their own so the load generator does not share their event
 * loop. Started by bench/run.ts through `fork`, as one of two roles (BENCH_ROLE):
 *
 * - `worker`: the real app (`buildApp`) whose job worker runs what requests leave to it (a
 *   booking's set-up, mails, invites), which the provider's webhooks reach, beside the local
 *   Stripe stand-in (stand-ins/stripe: card saves, booking charges) and the local LiveKit stand-in
 *   (stand-ins/livekit: the room a booking prepares). Started first.
 * - `api`: the same app without a job worker, on the worker's stand-ins: the process the load is
 *   sent to, so its CPU is the requests' own (their path), the off-path work and the provider's
 *   apart in the worker's process, as with a real provider and a worker of its own.
 *
 * Each reports its URLs over IPC, answers what it has done ('work') and stops on 'close'; the api
 * also explains requests ('explain': bench/explain.ts). Its connections to PostgreSQL carry the
 * application name `bench-<role>` (PGAPPNAME), so the bench can read their backends' CPU apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLiveKitStandIn } from 'stand-ins/livekit';
import { createStripeStandIn } from 'stand-ins/stripe';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type ExplainRequest, explainer, type ShapeExplained } from './explain.ts';
import { countWork, type WorkDone } from './work-counter.ts';

export type BenchRole = 'api' | 'worker';

export interface BenchServerReady {
  type: 'ready';
  apiUrl: string;
  stripeUrl: string;
  livekitUrl: string;
  publishableKey: string;
}

/** The answer to a 'work' message: what the process has done so far. */
export interface BenchServerWork extends WorkDone {
  type: 'work';
}

/** The answer to an 'explain' message. */
export interface BenchServerExplained {
  type: 'explained';
  shapes: ShapeExplained[];
}

/** What run.ts sends: a word, or the requests to explain. */
export type BenchServerMessage =
  | 'close'
  | 'work'
  | 'work-settled'
  | { type: 'explain'; requests: ExplainRequest[] };

const PUBLISHABLE_KEY = 'pk_test_bench';
const WEBHOOK_SECRET = 'whsec_bench';
const LIVEKIT_KEY = 'benchkey';
const LIVEKIT_SECRET = 'bench-livekit-secret-of-at-least-32-characters';
/** How often the worker looks for due jobs (the api process wakes no worker of its own). */
const WORKER_POLL_MS = 100;

/** The stand-ins, in the worker's process; the api process is given their URLs. */
async function standIns(dataDir: string) {
  if (process.env.BENCH_STRIPE_URL && process.env.BENCH_LIVEKIT_URL) {
    return {
      stripeUrl: process.env.BENCH_STRIPE_URL,
      livekitUrl: process.env.BENCH_LIVEKIT_URL,
      webhooksTo: () => {},
      close: async () => {},
    };
  }
  const stripe = await createStripeStandIn({
    dataDir,
    logLevel: process.env.BENCH_STRIPE_LOG_LEVEL ?? 'silent',
  });
  const stripeUrl = await stripe.listen(0, '127.0.0.1');
  const livekit = await startLiveKitStandIn({
    apiKey: LIVEKIT_KEY,
    apiSecret: LIVEKIT_SECRET,
    host: '127.0.0.1',
    port: 0,
  });
  return {
    stripeUrl,
    livekitUrl: livekit.url,
    webhooksTo: (apiUrl: string) =>
      stripe.core.events.ensureEndpoint({ url: `${apiUrl}/api/v1/payments/webhook`, secret: WEBHOOK_SECRET }),
    close: async () => {
      await stripe.close();
      await livekit.close();
    },
  };
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
  const role: BenchRole = process.env.BENCH_ROLE === 'worker' ? 'worker' : 'api';
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${role}-`));
  const providers = await standIns(dataDir);
  const app = await buildApp({
    ...loadConfig({}),
    databaseUrl,
    dataDir,
    seedDemoData: false,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
    jobPollMs: role === 'worker' ? WORKER_POLL_MS : 0,
    stripeApiBase: providers.stripeUrl,
    stripeSecretKey: 'sk_test_bench',
    stripePublishableKey: PUBLISHABLE_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    livekitUrl: providers.livekitUrl,
    livekitApiKey: LIVEKIT_KEY,
    livekitApiSecret: LIVEKIT_SECRET,
  });
  const workDone = countWork(app);
  const explain = explainer(app);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  providers.webhooksTo(apiUrl);

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    // autocannon drops its sockets when time is up; handlers of those last requests still run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await app.close();
    await providers.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  const reportWork = () => process.send?.({ type: 'work', ...workDone() } satisfies BenchServerWork);
  process.on('message', (message: BenchServerMessage) => {
    if (message === 'close') void close();
    else if (message === 'work') reportWork();
    // What the requests left to the job worker, done first (its statements are counted off-path).
    else if (message === 'work-settled') void app.jobs.runDue().then(reportWork);
    else if (message.type === 'explain')
      void explain(message.requests).then((shapes) =>
        process.send?.({ type: 'explained', shapes } satisfies BenchServerExplained),
      );
  });
  process.on('disconnect', () => void close());
  process.send?.({
    type: 'ready',
    apiUrl,
    stripeUrl: providers.stripeUrl,
    livekitUrl: providers.livekitUrl,
    publishableKey: PUBLISHABLE_KEY,
  } satisfies BenchServerReady);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
