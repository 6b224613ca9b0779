import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TokenVerifier } from 'livekit-server-sdk';
import type { RateSlug, RealtimeEvent } from 'shared-contracts';
// The local Stripe stand-in the runner starts with `npm start`: the gateway is tested against it.
import { createStripeStandIn, type StripeStandIn } from 'stand-ins/stripe';
import type { ApiConfig } from '../src/config.ts';
import { expertProfiles, expertRates, meetings, rates, users } from '../src/db/schema/index.ts';
import { platformFeeCents } from '../src/marketplace/rules.ts';
import { scheduleMeetingJobs } from '../src/meetings/lifecycle.ts';
import { VideoRooms } from '../src/video/rooms.ts';
import { registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { PUBLISHABLE_KEY, WEBHOOK_SECRET } from './payments-harness.ts';

export const LIVEKIT_KEY = 'meetings-test-key';
export const LIVEKIT_SECRET = 'meetings-test-secret-of-at-least-32-chars';

/** A clock the test moves by hand. */
function testClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set(at: string | Date) {
      now = new Date(at);
    },
  };
}

type TestClock = ReturnType<typeof testClock>;

export interface MeetingsEnvironment {
  api: TestApi;
  time: TestClock;
  /** Rooms the api closed. */
  closedRooms: string[];
  stripeUrl?: string;
  standIn?: StripeStandIn;
  close(): Promise<void>;
}

/** The api on a test clock, its video rooms answering locally (tokens are real, signed by the test pair). */
export async function startMeetingsApi(
  start: string,
  options: { payments?: boolean; overrides?: Partial<ApiConfig> } = {},
): Promise<MeetingsEnvironment> {
  const time = testClock(start);
  let standIn: StripeStandIn | undefined;
  let stripeUrl: string | undefined;
  let stripeDir: string | undefined;
  const payments: Partial<ApiConfig> = {};
  if (options.payments) {
    stripeDir = mkdtempSync(path.join(tmpdir(), 'meetings-stripe-'));
    standIn = await createStripeStandIn({ dataDir: stripeDir, logLevel: 'silent' });
    stripeUrl = await standIn.listen(0, '127.0.0.1');
    Object.assign(payments, {
      stripeApiBase: stripeUrl,
      stripeSecretKey: 'sk_test_payments',
      stripePublishableKey: PUBLISHABLE_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
  }
  const api = await startTestApi(
    {
      seedDemoData: false,
      livekitUrl: 'wss://video.example.test',
      livekitApiKey: LIVEKIT_KEY,
      livekitApiSecret: LIVEKIT_SECRET,
      ...payments,
      ...options.overrides,
    },
    { clock: time.clock },
  );
  if (standIn)
    standIn.core.events.ensureEndpoint({ url: `${api.url}/api/v1/payments/webhook`, secret: WEBHOOK_SECRET });
  const closedRooms: string[] = [];
  // No LiveKit server in these tests: closing a room is recorded instead.
  api.app.rooms.closeRoom = async (roomName: string) => {
    closedRooms.push(roomName);
  };
  return {
    api,
    time,
    closedRooms,
    stripeUrl,
    standIn,
    async close() {
      await standIn?.close();
      await api.close();
      if (stripeDir) rmSync(stripeDir, { recursive: true, force: true });
    },
  };
}

/** Expert prices used by the fixtures, in cents. */
const EXPERT_PRICES: Record<RateSlug, number> = { express: 2000, short: 3500, large: 6000 };

/** A new account made an expert (profile and prices) directly in the database. */
export async function registerExpert(
  api: TestApi,
  overrides: Record<string, unknown> = {},
  prices: Partial<Record<RateSlug, number>> = EXPERT_PRICES,
): Promise<TestAccount> {
  const account = await registerCustomer(api, { first_name: 'Jorge', last_name: 'Núñez', ...overrides });
  const db = api.app.db;
  await db.update(users).set({ isExpert: true }).where(eq(users.id, account.userId));
  await db.insert(expertProfiles).values({ userId: account.userId, role: 'Lawyer' });
  const rateRows = await db.select().from(rates);
  for (const rate of rateRows) {
    const price = prices[rate.slug as RateSlug];
    if (price)
      await db.insert(expertRates).values({ expertId: account.userId, rateId: rate.id, priceCents: price });
  }
  return account;
}

export interface InsertedMeeting {
  id: number;
  startsAt: Date;
  endsAt: Date;
  roomId: string;
}

/** A paid meeting inserted directly (as a confirmed booking leaves it), its jobs planned. */
export async function insertMeeting(
  api: TestApi,
  options: {
    expert: TestAccount;
    customer: TestAccount;
    startsAt: string;
    rate?: RateSlug;
    state?: 'reserved' | 'confirmed' | 'released';
    createdAt?: string;
  },
): Promise<InsertedMeeting> {
  const db = api.app.db;
  const slug = options.rate ?? 'short';
  const [rate] = await db.select().from(rates).where(eq(rates.slug, slug));
  if (!rate) throw new Error(`no rate ${slug}`);
  const startsAt = new Date(options.startsAt);
  const endsAt = new Date(startsAt.getTime() + rate.durationMinutes * 60_000);
  const price = EXPERT_PRICES[slug];
  const [row] = await db
    .insert(meetings)
    .values({
      expertId: options.expert.userId,
      customerId: options.customer.userId,
      rateId: rate.id,
      priceCents: price,
      feeCents: platformFeeCents(price),
      startsAt,
      endsAt,
      state: options.state ?? 'confirmed',
      bookingKey: `${options.customer.userId}:${randomUUID()}`,
      requestHash: 'test',
      ...(options.createdAt && { createdAt: new Date(options.createdAt) }),
    })
    .returning();
  if (!row) throw new Error('meeting not inserted');
  const roomId = VideoRooms.roomName(row.id);
  await db.update(meetings).set({ roomId }).where(eq(meetings.id, row.id));
  if (row.state === 'confirmed') await scheduleMeetingJobs(api.app, { id: row.id, startsAt, endsAt });
  return { id: row.id, startsAt, endsAt, roomId };
}

/** Everything the bus carries to a user, in order. */
export function listen(api: TestApi, userId: number) {
  const events: RealtimeEvent[] = [];
  const stop = api.app.bus.subscribe(userId, (event) => events.push(event));
  return { events, stop };
}

/** The claims of a LiveKit token signed by the test key pair (throws when the signature is wrong). */
export async function tokenClaims(token: string) {
  return new TokenVerifier(LIVEKIT_KEY, LIVEKIT_SECRET).verify(token);
}
