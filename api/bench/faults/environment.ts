/**
 * What the fault bench runs against: a Redis server of its own, the Stripe and LiveKit stand-ins in
 * this process, and two api instances behind the balancer, all on the bench's database.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startLiveKitStandIn } from 'stand-ins/livekit';
import { createStripeStandIn } from 'stand-ins/stripe';
import { startBalancer } from './balancer.ts';
import { ApiInstance, freePort, RedisServer } from './processes.ts';

export const PUBLISHABLE_KEY = 'pk_test_faults';
const SECRET_KEY = 'sk_test_faults';
const WEBHOOK_SECRET = 'whsec_faults';
const LIVEKIT_KEY = 'faultskey';
const LIVEKIT_SECRET = 'faults-livekit-secret-of-at-least-32-characters';

/** Starts everything; each part's stop goes into `cleanups` as soon as it is up. */
export async function startFaultEnvironment(
  databaseUrl: string,
  work: string,
  cleanups: (() => Promise<unknown> | unknown)[],
) {
  const redis = new RedisServer('redis', await freePort(), path.join(work, 'redis.log'));
  await redis.start(10_000).catch((error: Error) => {
    throw new Error(
      `${error.message}: the fault bench runs a redis-server of its own (install Redis, or set REDIS_SERVER to its path)`,
    );
  });
  cleanups.push(() => redis.kill('SIGKILL'));

  const stripe = await createStripeStandIn({ dataDir: path.join(work, 'stripe'), logLevel: 'silent' });
  const stripeUrl = await stripe.listen(0, '127.0.0.1');
  cleanups.push(() => stripe.close());
  const livekit = await startLiveKitStandIn({
    apiKey: LIVEKIT_KEY,
    apiSecret: LIVEKIT_SECRET,
    host: '127.0.0.1',
    port: 0,
  });
  cleanups.push(() => livekit.close());

  const ports = [await freePort(), await freePort()];
  const balancer = await startBalancer(ports.map((port) => `http://127.0.0.1:${port}`));
  cleanups.push(() => balancer.close());
  stripe.core.events.ensureEndpoint({
    url: `${balancer.url}/api/v1/payments/webhook`,
    secret: WEBHOOK_SECRET,
  });

  const instances = ports.map((port, index) => {
    const name = `api-${index + 1}`;
    const dataDir = path.join(work, name);
    mkdirSync(dataDir);
    return new ApiInstance(name, port, path.join(work, `${name}.log`), {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: balancer.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      STRIPE_API_BASE: stripeUrl,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LIVEKIT_URL: livekit.url,
      LIVEKIT_API_KEY: LIVEKIT_KEY,
      LIVEKIT_API_SECRET: LIVEKIT_SECRET,
    });
  });
  for (const instance of instances) {
    await instance.start();
    cleanups.push(() => instance.kill('SIGTERM'));
  }
  console.log(
    `api instances at ${instances.map((instance) => instance.url).join(', ')} behind ${balancer.url}; logs in ${work}`,
  );

  return { redis, stripe, stripeUrl, balancer, instances };
}
