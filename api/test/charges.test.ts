import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from '../src/booking/holds.ts';
import { RECONCILE_JOB } from '../src/charges/index.ts';
import { jobs, type MeetingCharge, meetingCharges, meetings, slotHolds } from '../src/db/schema/index.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import { PaymentUnavailableError } from '../src/payments/gateway.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  type Person,
  setUpWithAuthentication,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import {
  type AcceptedExtension,
  acceptedExtension,
  payExtension,
  START,
  saveCard,
} from './extension-fixtures.ts';
import { call } from './harness.ts';

const DECLINING_CARD = '4000000000000341';
const ALWAYS_AUTHENTICATE = '4000002760003184';
const time = testClock(START);
let providerDown = false;
let env: BookingEnvironment;
let extension: AcceptedExtension;

beforeAll(async () => {
  env = await startBookingEnvironment({
    clock: time.clock,
    wrap: (real) => ({
      ...real,
      async chargeOffSession(charge) {
        if (providerDown) throw new PaymentUnavailableError(new Error('connection refused'));
        return real.chargeOffSession(charge);
      },
    }),
  });
  extension = await acceptedExtension(env, time);
}, 180_000);
afterAll(async () => env.close());

/** A booking of the extension's expert at 12:30 in Madrid (an hour after the extension's window). */
const book = (customer: Customer, card = customer.card, expert: Person = extension.expert) =>
  call(env.api, 'POST', paths.booking(expert.id), {
    token: customer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { date: '2027-01-04', rate: 'short', start_time: '12:30', payment_method_id: card },
  });

async function chargesOf(meetingId: number, kind: 'booking' | 'extension') {
  return env.api.app.db
    .select()
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, kind)));
}

async function bookingChargeOf(customer: Customer): Promise<MeetingCharge | undefined> {
  const [meeting] = await env.api.app.db.select().from(meetings).where(eq(meetings.customerId, customer.id));
  return meeting ? (await chargesOf(meeting.id, 'booking'))[0] : undefined;
}

async function reconciliationOf(charge: MeetingCharge | undefined) {
  const [job] = await env.api.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, RECONCILE_JOB), eq(jobs.key, charge?.idempotencyKey ?? '')));
  return job;
}

describe('booking and extension charge through one module: the same provider failure, the same answer', () => {
  it('a declined card: 402 with the provider’s message, the charge failed, nothing left to reconcile', async () => {
    const declining = await saveCard(env, extension.customer, DECLINING_CARD);
    const extended = await payExtension(env.api, extension, declining);
    const booker = await makeCustomer(env, { cardNumber: DECLINING_CARD });
    const booked = await book(booker);

    expect(extended.status).toBe(402);
    expect(booked.status).toBe(extended.status);
    expect(extended.body.message).toBe('Your card was declined.');
    expect(booked.body.message).toBe(extended.body.message);
    // Each endpoint keeps its envelope: the extension's error code, the booking's field.
    expect(extended.body.error).toEqual({ message: 'Your card was declined.', code: 'card_declined' });
    expect(booked.body.data).toEqual({ payment_method_id: ['Your card was declined.'] });

    const [extensionCharge] = await chargesOf(extension.meetingId, 'extension');
    const bookingCharge = await bookingChargeOf(booker);
    for (const charge of [extensionCharge, bookingCharge]) {
      expect(charge).toMatchObject({ status: 'failed', failureMessage: 'message:cardDeclined' });
      expect(await reconciliationOf(charge)).toBeUndefined();
    }
    // The booker, still at the checkout, holds the hour again until they let it go.
    const [hold] = await env.api.app.db.select().from(slotHolds).where(eq(slotHolds.customerId, booker.id));
    expect(hold?.expertId).toBe(extension.expert.id);
    const released = await call(env.api, 'DELETE', paths.bookingHold(extension.expert.id), {
      token: booker.token,
    });
    expect(released.status).toBe(200);
  });

  it('the provider down: 503, the charge kept pending with its reconciliation planned after the grace', async () => {
    const booker = await makeCustomer(env);
    providerDown = true;
    let extended: Awaited<ReturnType<typeof payExtension>>;
    let booked: Awaited<ReturnType<typeof book>>;
    try {
      extended = await payExtension(env.api, extension);
      booked = await book(booker);
    } finally {
      providerDown = false;
    }

    expect(extended.status).toBe(503);
    expect(booked.status).toBe(extended.status);
    expect(extended.body.message).toBe('The payment provider is not available, try again later');
    expect(booked.body.message).toBe(
      'The payment could not be completed right now; the time is held while the payment is retried',
    );

    const extensionCharge = (await chargesOf(extension.meetingId, 'extension')).find(
      (charge) => charge.status === 'pending',
    );
    const bookingCharge = await bookingChargeOf(booker);
    for (const charge of [extensionCharge, bookingCharge]) {
      expect(charge?.status).toBe('pending');
      const job = await reconciliationOf(charge);
      expect(job?.runAt.getTime()).toBe((charge?.createdAt.getTime() ?? 0) + 60_000);
      expect(job?.payload).toEqual({ chargeId: charge?.id });
    }
    expect(extensionCharge?.idempotencyKey).toBe(`meeting-${extension.meetingId}-extension-2`);
    expect(bookingCharge?.idempotencyKey).toBe(`meeting-${bookingCharge?.meetingId}-booking`);
  });
});

describe('a card whose bank asks for authentication: only a purpose with the customer present waits', () => {
  it("the extension (in the call) and the booking (at the checkout) both wait (202), each for its purpose's window", async () => {
    time.set(START);
    const inCall = await acceptedExtension(env, time);
    const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
      token: inCall.customer.token,
      body: {
        name: 'Card Holder',
        card_token: await setUpWithAuthentication(env, inCall.customer.token, ALWAYS_AUTHENTICATE),
      },
    });
    const extended = await payExtension(env.api, inCall, saved.body.data.id);
    expect(extended.status).toBe(202);
    const [extension] = await chargesOf(inCall.meetingId, 'extension');
    expect(extension).toMatchObject({ status: 'pending', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(extension?.authenticateBy?.getTime()).toBe(
      time.clock().getTime() + marketplaceRules.extensionWindowMinutes * 60_000,
    );

    const booker = await makeCustomer(env, {
      cardNumber: ALWAYS_AUTHENTICATE,
      setUpWithAuthentication: true,
    });
    const booked = await book(booker, booker.card, inCall.expert);
    expect(booked.status).toBe(202);
    const waiting = await bookingChargeOf(booker);
    expect(waiting).toMatchObject({ status: 'pending', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(waiting?.authenticateBy?.getTime()).toBe(time.clock().getTime() + HOLD_MS);
    expect((await reconciliationOf(waiting))?.runAt.getTime()).toBe(waiting?.authenticateBy?.getTime());
  });
});
