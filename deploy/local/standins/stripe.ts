import path from 'node:path';
import { loadConfig } from 'api';
import { createStripeStandIn } from 'stand-ins/stripe';

/** Where the api receives Stripe's webhooks (its payments routes). */
const WEBHOOK_PATH = '/api/v1/payments/webhook';

/**
 * Starts the local Stripe test-mode stand-in when the api is configured to use it (no real Stripe
 * key given), with its state in `<dataDir>/stripe` and the api's webhook endpoint registered with
 * the api's signing secret. Returns its URL, or undefined when real Stripe is used.
 */
export async function startStripeStandIn(
  env: NodeJS.ProcessEnv,
  runner: { dataDir: string; port: number },
): Promise<string | undefined> {
  const config = loadConfig({ ...env, PORT: String(runner.port) });
  const base = new URL(config.stripeApiBase);
  if (!['localhost', '127.0.0.1'].includes(base.hostname) || base.protocol !== 'http:') return undefined;
  const standIn = await createStripeStandIn({
    dataDir: path.join(runner.dataDir, 'stripe'),
    webhooks: [
      {
        url: `http://localhost:${runner.port}${WEBHOOK_PATH}`,
        secret: config.stripeWebhookSecret,
      },
    ],
  });
  try {
    const url = await standIn.listen(Number(base.port || 80), base.hostname);
    console.log(
      `Local Stripe stand-in at ${url} (test mode; state in ${path.join(runner.dataDir, 'stripe')})`,
    );
    return url;
  } catch (error) {
    await standIn.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `Port ${base.port} (the local Stripe stand-in) is already in use. Stop the program using it, or move it: STRIPE_PORT=${Number(base.port) + 1} npm start`,
      );
    }
    throw error;
  }
}
