import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
// The local Stripe stand-in the runner starts with `npm start`: bookings are charged through it.
import { createStripeStandIn, type StripeStandIn } from 'stand-ins/stripe';
import { loadConfig } from '../src/config.ts';
import {
  expertProfiles,
  expertRates,
  rates,
  scheduleItems,
  subscriptions,
  subscriptionTypes,
  users,
} from '../src/db/schema/index.ts';
import { createSession } from '../src/identity/sessions.ts';
import type { Clock } from '../src/marketplace/clock.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { createStripeGateway } from '../src/payments/stripe-gateway.ts';
import { call, startTestApi, type TestApi } from './harness.ts';
import { elementsCard, PUBLISHABLE_KEY, stripeJs } from './payments-harness.ts';

const STRIPE = {
  stripeSecretKey: 'sk_test_booking',
  stripePublishableKey: PUBLISHABLE_KEY,
  stripeWebhookSecret: 'whsec_booking_test',
};

/** A clock the test moves. */
export function testClock(start: string) {
  let now = new Date(start);
  const clock: Clock = () => new Date(now);
  return {
    clock,
    set(instant: string | Date) {
      now = new Date(instant);
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export interface BookingEnvironment {
  api: TestApi;
  standIn: StripeStandIn;
  stripeUrl: string;
  /** Rooms the api opened (LiveKit is replaced by a recorder in these tests). */
  openedRooms: string[];
  /** A new api on the same data and stand-in (the old one must be stopped). */
  restart(options?: { clock?: Clock; wrap?: (gateway: PaymentGateway) => PaymentGateway }): Promise<TestApi>;
  close(): Promise<void>;
}

/** The api (on its own clock) charging through a fresh Stripe stand-in; `wrap` may inject faults. */
export async function startBookingEnvironment(
  options: { clock?: Clock; wrap?: (gateway: PaymentGateway) => PaymentGateway } = {},
): Promise<BookingEnvironment> {
  const standInDir = mkdtempSync(path.join(tmpdir(), 'booking-stripe-'));
  const standIn = await createStripeStandIn({ dataDir: standInDir, logLevel: 'silent' });
  const stripeUrl = await standIn.listen(0, '127.0.0.1');
  const openedRooms: string[] = [];
  const apis: TestApi[] = [];
  const start = async (
    opts: { clock?: Clock; wrap?: (gateway: PaymentGateway) => PaymentGateway },
    reuse?: TestApi,
  ) => {
    const overrides = {
      seedDemoData: false,
      stripeApiBase: stripeUrl,
      ...STRIPE,
      ...(reuse ? { dataDir: reuse.config.dataDir, databaseUrl: reuse.config.databaseUrl } : {}),
    };
    const real = createStripeGateway({ ...loadConfig({}), ...overrides });
    const gateway = opts.wrap ? opts.wrap(real) : real;
    const api = await startTestApi(overrides, { gateway, clock: opts.clock });
    api.app.rooms.openRoom = async (name: string) => {
      openedRooms.push(name);
    };
    apis.push(api);
    return api;
  };
  const first = await start(options);
  return {
    api: first,
    standIn,
    stripeUrl,
    openedRooms,
    restart: (opts = {}) => start(opts, first),
    async close() {
      for (const api of apis.slice(1)) await api.close();
      await first.close();
      await standIn.close();
      rmSync(standInDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface Person {
  id: number;
  token: string;
  timezone: string;
}

async function insertUser(api: TestApi, timezone: string, isExpert: boolean, first = 'Ana') {
  counter += 1;
  const [user] = await api.app.db
    .insert(users)
    .values({
      email: `booking${counter}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`,
      firstName: first,
      lastName: `Tester${counter}`,
      timezone,
      isExpert,
      countryCode: 'ES',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not stored');
  const session = await createSession(api.app.db, user.id, isExpert ? 'expert' : 'customer');
  return { id: user.id, token: session.token, timezone };
}

export interface ExpertOptions {
  timezone?: string;
  /** Weekly ranges, e.g. [{weekday: 'monday', start_time: '09:00', end_time: '12:00'}]. */
  schedule?: { weekday: string; start_time: string; end_time: string }[];
  /** Price in cents per rate slug. */
  prices?: Partial<Record<'express' | 'short' | 'large', number>>;
  /** The newest plan row; default trialing until `trialEndsAt`. */
  plan?: { status: string; endsAt?: Date | null; trialEndsAt?: Date | null } | null;
  isAvailable?: boolean;
}

/** An expert (profile, rates, plan, schedule) made directly in the database, with a session. */
export async function makeExpert(api: TestApi, options: ExpertOptions = {}): Promise<Person> {
  const person = await insertUser(api, options.timezone ?? 'Europe/Madrid', true, 'Experta');
  const db = api.app.db;
  await db.insert(expertProfiles).values({ userId: person.id, isAvailable: options.isAvailable ?? true });
  const prices = options.prices ?? { express: 1000, short: 2550, large: 5000 };
  for (const [slug, priceCents] of Object.entries(prices)) {
    const [rate] = await db.select().from(rates).where(eq(rates.slug, slug));
    if (rate) await db.insert(expertRates).values({ expertId: person.id, rateId: rate.id, priceCents });
  }
  const [type] = await db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.slug, 'starter-monthly'));
  if (!type) throw new Error('no plan type');
  const plan =
    options.plan === undefined
      ? { status: 'trialing', trialEndsAt: new Date('2099-01-01T00:00:00Z'), endsAt: null }
      : options.plan;
  if (plan) {
    await db.insert(subscriptions).values({
      expertId: person.id,
      subscriptionTypeId: type.id,
      stripeStatus: plan.status,
      endsAt: plan.endsAt ?? null,
      trialEndsAt: plan.trialEndsAt ?? null,
    });
  }
  const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const schedule =
    options.schedule ?? WEEK.map((weekday) => ({ weekday, start_time: '09:00', end_time: '13:00' }));
  if (schedule.length) {
    await db.insert(scheduleItems).values(
      schedule.map((item) => ({
        expertId: person.id,
        weekday: WEEK.indexOf(item.weekday),
        startTime: item.start_time,
        endTime: item.end_time,
      })),
    );
  }
  return person;
}

export interface Customer extends Person {
  card: string;
}

/**
 * The payment methods screen saving a card whose bank asks for authentication: a SetupIntent from
 * the api confirmed by Stripe.js, the bank's step completed; answers the payment method's id.
 */
export async function setUpWithAuthentication(
  env: { api: TestApi; stripeUrl: string },
  token: string,
  number: string,
) {
  const setup = await call(env.api, 'POST', 'customers/profile/payment-methods/setup', {
    token,
    body: { request_id: randomUUID() },
  });
  const secret = String(setup.body.data.client_secret);
  const intent = secret.split('_secret_')[0] ?? '';
  const method = await elementsCard(env.stripeUrl, number);
  const confirmed = await stripeJs(env.stripeUrl, `/v1/setup_intents/${intent}/confirm`, {
    client_secret: secret,
    payment_method: method,
  });
  if (confirmed.body.status !== 'requires_action')
    throw new Error(`the setup asked no authentication: ${JSON.stringify(confirmed.body)}`);
  await stripeJs(env.stripeUrl, '/local/authenticate', { intent, client_secret: secret, result: 'succeed' });
  return method;
}

/**
 * A customer with a saved card (saved through the api, as the payment methods screen does);
 * `setUpWithAuthentication` saves it through a SetupIntent whose bank step the customer completed.
 */
export async function makeCustomer(
  env: { api: TestApi; stripeUrl: string },
  options: { timezone?: string; cardNumber?: string; setUpWithAuthentication?: boolean } = {},
): Promise<Customer> {
  const person = await insertUser(env.api, options.timezone ?? 'America/New_York', false, 'Cliente');
  const number = options.cardNumber ?? '4242424242424242';
  const cardToken = options.setUpWithAuthentication
    ? await setUpWithAuthentication(env, person.token, number)
    : await elementsCard(env.stripeUrl, number);
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: person.token,
    body: { name: 'Card Holder', card_token: cardToken },
  });
  if (saved.status !== 201) {
    const { findSession } = await import('../src/identity/sessions.ts');
    const found = await findSession(env.api.app.db, person.token);
    throw new Error(
      `card not saved: ${saved.status} ${JSON.stringify(saved.body)} session ${JSON.stringify(found)}`,
    );
  }
  return { ...person, card: saved.body.data.id as string };
}

/** Succeeded PaymentIntents the stand-in holds for a meeting (read from its state). */
export function succeededCharges(standIn: StripeStandIn, meetingId?: number) {
  const intents = Object.values(standIn.core.store.collection('payment_intents'));
  return intents.filter(
    (intent) =>
      intent.status === 'succeeded' &&
      (meetingId === undefined ||
        (intent.metadata as Record<string, string> | undefined)?.meeting_id === String(meetingId)),
  );
}
