import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../src/charges/index.ts';
import { jobs, meetingCharges, meetings, notifications, subscriptions } from '../src/db/schema/index.ts';
import { ROOM_CLOSE_JOB } from '../src/video/closures.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  startBookingEnvironment,
  succeededCharges,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

// Monday 2027-01-04, 08:45 in Madrid (UTC+1): the first bookable start is 09:45 there.
const time = testClock('2027-01-04T07:45:00Z');
const DATE = '2027-01-04';
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

const availability = (who: Person | undefined, expertId: number, query: string, lang?: 'en' | 'es') =>
  call(env.api, 'GET', `${paths.bookingAvailability(expertId)}?${query}`, { token: who?.token, lang });
const preview = (who: Person, expertId: number, query: string, lang?: 'en' | 'es') =>
  call(env.api, 'GET', `${paths.bookingPreview(expertId)}?${query}`, { token: who.token, lang });
const book = (
  who: Person,
  expertId: number,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
  lang?: 'en' | 'es',
) =>
  call(env.api, 'POST', paths.booking(expertId), {
    token: who.token,
    body,
    lang,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

const starts = (body: { data: { start_time: string }[] }) =>
  body.data.map((slot) => slot.start_time.slice(11));

describe('availability', () => {
  let expert: Person;
  let customer: Customer;
  beforeAll(async () => {
    expert = await makeExpert(env.api, {
      timezone: 'Europe/Madrid',
      schedule: [
        { weekday: 'monday', start_time: '09:00', end_time: '13:00' },
        { weekday: 'monday', start_time: '16:10', end_time: '17:00' },
      ],
    });
    customer = await makeCustomer(env, { timezone: 'America/New_York' });
  });

  it('needs a session; an unknown expert is 404', async () => {
    expect((await availability(undefined, expert.id, `date=${DATE}&rate=short`)).status).toBe(401);
    const missing = await availability(customer, 999999, `date=${DATE}&rate=short`);
    expect(missing.status).toBe(404);
    const notExpert = await availability(customer, customer.id, `date=${DATE}&rate=short`);
    expect(notExpert.status).toBe(404);
  });

  it("steps by the rate's length from each range's start, 60 minutes ahead, inside the range", async () => {
    const short = await availability(customer, expert.id, 'date=2027-1-4&rate=short');
    expect(short.status).toBe(200);
    expect(starts(short.body)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '16:10']);
    expect(short.body.data[0]).toEqual({
      start_time: '2027-01-04 10:00',
      end_time: '2027-01-04 10:30',
      start_time_converted: '2027-01-04 04:00',
      end_time_converted: '2027-01-04 04:30',
      starts_at: '2027-01-04T09:00:00.000Z',
      ends_at: '2027-01-04T09:30:00.000Z',
    });
    const large = await availability(customer, expert.id, `date=${DATE}&rate=large`);
    expect(starts(large.body)).toEqual(['10:00', '11:00', '12:00']);
    const express = await availability(customer, expert.id, `date=${DATE}&rate=Express`);
    expect(starts(express.body)).toEqual([
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '16:10',
      '16:25',
      '16:40',
    ]);
    const tuesday = await availability(customer, expert.id, 'date=2027-01-05&rate=short');
    expect(tuesday.body.data).toEqual([]);
    const past = await availability(customer, expert.id, 'date=2026-12-28&rate=short');
    expect(past.body.data).toEqual([]);
  });

  it('checks date and rate with field errors', async () => {
    const badDate = await availability(customer, expert.id, 'date=2027-02-30&rate=short');
    expect(badDate.status).toBe(422);
    expect(badDate.body.data.date).toEqual(['Select a valid date']);
    const noRate = await availability(customer, expert.id, `date=${DATE}`, 'es');
    expect(noRate.body.data.rate).toEqual(['Selecciona una tarifa']);
    const unknown = await availability(customer, expert.id, `date=${DATE}&rate=huge`);
    expect(unknown.body.data.rate).toEqual(['Select a rate']);
    const other = await makeExpert(env.api, { prices: { short: 2000 } });
    const notOffered = await availability(customer, other.id, `date=${DATE}&rate=large`);
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.data.rate).toEqual(['This expert does not offer this rate']);
  });

  it('offers nothing after the maximum bookable date (trial end, or the active plan end)', async () => {
    const trial = await makeExpert(env.api, {
      plan: { status: 'trialing', trialEndsAt: new Date('2027-01-04T10:30:00Z') },
    });
    const cut = await availability(customer, trial.id, `date=${DATE}&rate=short`);
    expect(starts(cut.body)).toEqual(['10:00', '10:30', '11:00']);
    const after = await availability(customer, trial.id, 'date=2027-01-05&rate=short', 'es');
    expect(after.status).toBe(422);
    expect(after.body.data.date).toEqual(['Selecciona una fecha hasta el 2027-01-04']);
    const active = await makeExpert(env.api, {
      plan: {
        status: 'active',
        endsAt: new Date('2027-01-11T22:00:00Z'),
        trialEndsAt: new Date('2026-12-01T00:00:00Z'),
      },
    });
    expect((await availability(customer, active.id, 'date=2027-01-11&rate=short')).body.data).toHaveLength(8);
    expect((await availability(customer, active.id, 'date=2027-01-12&rate=short')).status).toBe(422);
  });

  it('refuses experts without an active or trialing plan, or with availability off', async () => {
    for (const plan of [
      null,
      { status: 'canceled', endsAt: new Date('2027-06-01T00:00:00Z') },
      { status: 'past_due', endsAt: new Date('2027-06-01T00:00:00Z') },
      { status: 'trialing', trialEndsAt: new Date('2027-01-01T00:00:00Z') },
    ]) {
      const expertWithout = await makeExpert(env.api, { plan });
      const refused = await availability(customer, expertWithout.id, `date=${DATE}&rate=short`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This expert is not taking bookings right now');
    }
    // The newest plan row decides.
    const renewed = await makeExpert(env.api, { plan: { status: 'canceled' } });
    const [row] = await env.api.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.expertId, renewed.id));
    await env.api.app.db.insert(subscriptions).values({
      expertId: renewed.id,
      subscriptionTypeId: row?.subscriptionTypeId ?? 1,
      stripeStatus: 'active',
      endsAt: new Date('2027-02-01T00:00:00Z'),
      createdAt: new Date(Date.now() + 1000),
    });
    expect((await availability(customer, renewed.id, `date=${DATE}&rate=short`)).status).toBe(200);
    const away = await makeExpert(env.api, { isAvailable: false });
    const off = await availability(customer, away.id, `date=${DATE}&rate=short`, 'es');
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Este experto no está disponible para reservas');
  });
});

describe('preview', () => {
  let expert: Person;
  let customer: Customer;
  beforeAll(async () => {
    expert = await makeExpert(env.api, { prices: { express: 1000, short: 2555, large: 5000 } });
    customer = await makeCustomer(env, { timezone: 'Asia/Tokyo' });
  });

  it('quotes the rate, a 10 % fee rounded to the cent, and the total, in dollars', async () => {
    const quote = await preview(
      customer,
      expert.id,
      `date=2027-1-4&rate=short&start_time=10:30&end_time=11:00`,
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      rate: { slug: 'short', name: 'Short', duration: 30, price: 25.55 },
      meet: { rate: 25.55, fee: 2.56, total: 28.11 },
      start_time: '2027-01-04 10:30',
      end_time: '2027-01-04 11:00',
      start_time_converted: '2027-01-04 18:30',
      end_time_converted: '2027-01-04 19:00',
    });
    const slotForm = await preview(
      customer,
      expert.id,
      `date=${DATE}&rate=large&start_time=2027-01-04 11:00`,
    );
    expect(slotForm.body.data.meet).toEqual({ rate: 50, fee: 5, total: 55 });
  });

  it("asks for an hour ('Select an hour') and refuses one that is not available", async () => {
    const missing = await preview(customer, expert.id, `date=${DATE}&rate=short`);
    expect(missing.status).toBe(422);
    expect(missing.body.data.start_time).toEqual(['Select an hour']);
    const missingEs = await preview(customer, expert.id, `date=${DATE}&rate=short&start_time=`, 'es');
    expect(missingEs.body.data.start_time).toEqual(['Selecciona una hora']);
    for (const start of ['09:30', '10:15', '13:00', '2027-01-05 10:30']) {
      const refused = await preview(customer, expert.id, `date=${DATE}&rate=short&start_time=${start}`);
      expect(refused.status).toBe(422);
      expect(refused.body.data.start_time).toEqual(['This hour is not available, please select another one']);
    }
  });
});

describe('booking', () => {
  let expert: Person;
  let customer: Customer;
  const body = (extra: Record<string, unknown> = {}) => ({
    date: '2027-1-4',
    rate: 'short',
    start_time: '11:00',
    end_time: '11:30',
    start_time_converted: '2027-01-04 05:00',
    payment_method_id: customer.card,
    ...extra,
  });
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    customer = await makeCustomer(env, { timezone: 'America/New_York' });
  });

  it('asks for an Idempotency-Key, a customer session and a saved card of this customer', async () => {
    const noKey = await book(customer, expert.id, body(), null);
    expect(noKey.status).toBe(422);
    expect(noKey.body.data['Idempotency-Key']).toEqual([
      'The Idempotency-Key header is required: one key per attempt, the same on a retry',
    ]);
    expect(
      (
        await call(env.api, 'POST', paths.booking(expert.id), {
          body: body(),
          headers: { 'idempotency-key': 'k' },
        })
      ).status,
    ).toBe(401);
    const asExpert = await book(expert, expert.id, body());
    expect(asExpert.status).toBe(403);
    expect(asExpert.body.message).toBe('Switch to your customer account to book a meeting');
    const stranger = await makeCustomer(env);
    const foreign = await book(stranger, expert.id, body());
    expect(foreign.status).toBe(422);
    expect(foreign.body.data.payment_method_id).toEqual(['Select one of your saved cards']);
    const noCard = await book(stranger, expert.id, body({ payment_method_id: '' }), randomUUID(), 'es');
    expect(noCard.body.data.payment_method_id).toEqual(['Selecciona una de tus tarjetas guardadas']);
    const noHour = await book(customer, expert.id, body({ start_time: undefined }));
    expect(noHour.body.data.start_time).toEqual(['Select an hour']);
    expect((await book(customer, 999999, body())).status).toBe(404);
    expect(succeededCharges(env.standIn, undefined).filter((i) => i.customer === undefined)).toEqual([]);
  });

  it('holds the slot, charges the card once, confirms, opens the room and tells both sides', async () => {
    const key = randomUUID();
    const booked = await book(customer, expert.id, body(), key);
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Request Received');
    const data = booked.body.data;
    expect(data).toMatchObject({
      date: '2027-01-04',
      start_time: '05:00',
      end_time: '05:30',
      starts_at: '2027-01-04T10:00:00.000Z',
      ends_at: '2027-01-04T10:30:00.000Z',
      status: 'booked',
      rate: { slug: 'short', duration: 30, price: 25.5 },
      meet: { rate: 25.5, fee: 2.55, total: 28.05 },
      booking: { price: 25.5, fee: 2.55, total: 28.05 },
      customer: { id: customer.id },
      expert: { id: expert.id },
      slot: {
        start_time: '2027-01-04 11:00',
        end_time: '2027-01-04 11:30',
        start_time_converted: '2027-01-04 05:00',
        end_time_converted: '2027-01-04 05:30',
      },
    });
    const db = env.api.app.db;
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, data.id));
    expect(meeting).toMatchObject({
      state: 'confirmed',
      bookingKey: `${customer.id}:${key}`,
      roomId: `meeting-${data.id}`,
    });
    expect(data.room_id).toBe(`meeting-${data.id}`);
    const charges = await db.select().from(meetingCharges).where(eq(meetingCharges.meetingId, data.id));
    expect(charges).toMatchObject([
      { status: 'succeeded', idempotencyKey: `meeting-${data.id}-booking`, priceCents: 2550, feeCents: 255 },
    ]);
    const atProvider = succeededCharges(env.standIn, data.id);
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]).toMatchObject({ amount: 2805, id: charges[0]?.paymentIntentId });
    // Paid and confirmed in one transaction with its set-up planned: nothing is left to reconcile.
    const reconciliation = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, RECONCILE_JOB), eq(jobs.key, `meeting-${data.id}-booking`)));
    expect(reconciliation).toEqual([]);
    // The set-up runs on the job worker, woken by the booking, off the customer's request: once it
    // has run, the room is open, the meeting's life planned and both sides told.
    await env.api.app.jobs.runDue();
    expect(env.openedRooms).toContain(`meeting-${data.id}`);
    // The meeting's life is planned (start soon, extension window, end, room closure).
    const planned = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, String(data.id)));
    expect(planned.map((job) => job.name).sort()).toEqual([
      'meeting.end',
      'meeting.extension_window',
      'meeting.start_soon',
    ]);
    const [closure] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, ROOM_CLOSE_JOB), eq(jobs.key, `meeting-${data.id}`)));
    expect(closure?.runAt.toISOString()).toBe('2027-01-04T10:30:00.000Z');
    for (const userId of [customer.id, expert.id]) {
      const told = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'meeting.booked')));
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toMatchObject({ meet_id: data.id, starts_at: '2027-01-04T10:00:00.000Z' });
    }
    // The slot is gone for everybody, and the customer cannot be in two meetings at once.
    const other = await makeCustomer(env);
    const left = await availability(other, expert.id, `date=${DATE}&rate=short`);
    expect(starts(left.body)).not.toContain('11:00');
    expect(starts(left.body)).toContain('11:30');
    const hourly = await availability(other, expert.id, `date=${DATE}&rate=large`);
    expect(starts(hourly.body)).toEqual(['10:00', '12:00']);
    const secondExpert = await makeExpert(env.api);
    const ownBusy = await availability(customer, secondExpert.id, `date=${DATE}&rate=short`);
    expect(starts(ownBusy.body)).not.toContain('11:00');
    const taken = await book(other, expert.id, { ...body(), payment_method_id: other.card });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This time is no longer available');
    const takenEs = await book(
      other,
      expert.id,
      { ...body(), payment_method_id: other.card },
      randomUUID(),
      'es',
    );
    expect(takenEs.body.message).toBe('Este horario ya no está disponible');
    const quote = await preview(other, expert.id, `date=${DATE}&rate=short&start_time=11:00`);
    expect(quote.status).toBe(422);
    expect(quote.body.data.start_time).toEqual(['This time is no longer available']);

    // The same key and body: the same answer, no second charge.
    const again = await book(customer, expert.id, body(), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(booked.body);
    expect(succeededCharges(env.standIn, data.id)).toHaveLength(1);
    // The same key with another body is refused.
    const changed = await book(customer, expert.id, body({ start_time: '12:00' }), key);
    expect(changed.status).toBe(422);
    expect(changed.body.data['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used for another booking',
    ]);
  });

  it('answers concurrent repeats of one key with one meeting and one charge', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(customer, expert.id, body({ start_time: '12:30' }), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(succeededCharges(env.standIn, [...ids][0])).toHaveLength(1);
  });

  it("releases the meeting when the card is refused, with the provider's message; the customer holds the hour again", async () => {
    const declined = await makeCustomer(env, { cardNumber: '4000000000000341' });
    const key = randomUUID();
    const refused = await book(
      declined,
      expert.id,
      { ...body({ start_time: '09:45', rate: 'express' }), payment_method_id: declined.card },
      key,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your card was declined.');
    expect(refused.body.data.payment_method_id).toEqual(['Your card was declined.']);
    const [meeting] = await env.api.app.db
      .select()
      .from(meetings)
      .where(eq(meetings.bookingKey, `${declined.id}:${key}`));
    expect(meeting?.state).toBe('released');
    const [charge] = await env.api.app.db
      .select()
      .from(meetingCharges)
      .where(eq(meetingCharges.meetingId, meeting?.id ?? 0));
    // Stored as our message, so that each customer reads it in their language.
    expect(charge).toMatchObject({ status: 'failed', failureMessage: 'message:cardDeclined' });
    expect(succeededCharges(env.standIn, meeting?.id)).toHaveLength(0);
    // Same key: same answer. The customer holds the slot again while choosing another card, so
    // nobody else takes it; released by them, it is free again for anybody.
    const again = await book(
      declined,
      expert.id,
      { ...body({ start_time: '09:45', rate: 'express' }), payment_method_id: declined.card },
      key,
    );
    expect(again.status).toBe(402);
    expect(again.body).toEqual(refused.body);
    const held = await availability(customer, expert.id, `date=${DATE}&rate=express`);
    expect(starts(held.body)).not.toContain('09:45');
    const blocked = await book(customer, expert.id, body({ start_time: '09:45', rate: 'express' }));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Another customer is booking this time; please select another one');
    const released = await call(env.api, 'DELETE', paths.bookingHold(expert.id), { token: declined.token });
    expect(released.status).toBe(200);
    const free = await availability(customer, expert.id, `date=${DATE}&rate=express`);
    expect(starts(free.body)).toContain('09:45');
    const rebooked = await book(customer, expert.id, body({ start_time: '09:45', rate: 'express' }));
    expect(rebooked.status).toBe(201);
  });

  it.each([
    ['4000000000000341', 'en', 'Your card was declined.'],
    ['4000000000000341', 'es', 'Tu tarjeta fue rechazada.'],
  ] as const)(
    "says a card %s refused when charged in the customer's language (%s)",
    async (number, lang, text) => {
      const refusedCustomer = await makeCustomer(env, { cardNumber: number });
      const free = await availability(customer, expert.id, 'date=2027-1-4&rate=express');
      const start = starts(free.body)[0];
      const refused = await book(
        refusedCustomer,
        expert.id,
        { ...body({ start_time: start, rate: 'express' }), payment_method_id: refusedCustomer.card },
        randomUUID(),
        lang,
      );
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(text);
      expect(refused.body.data.payment_method_id).toEqual([text]);
    },
  );
});

describe('booking Idempotency-Key', () => {
  let expert: Person;
  let customer: Customer;
  const body = () => ({
    date: '2027-1-4',
    rate: 'short',
    start_time: '11:00',
    payment_method_id: customer.card,
  });
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    customer = await makeCustomer(env, { timezone: 'America/New_York' });
  });
  const bookingsOf = (customerId: number) =>
    env.api.app.db.select().from(meetings).where(eq(meetings.customerId, customerId));

  it('refuses a missing key, in the request language', async () => {
    const missing = await book(customer, expert.id, body(), null);
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      'Idempotency-Key': ['The Idempotency-Key header is required: one key per attempt, the same on a retry'],
    });
    const missingEs = await book(customer, expert.id, body(), null, 'es');
    expect(missingEs.body.data).toEqual({
      'Idempotency-Key': ['Falta la cabecera Idempotency-Key: una clave por intento, la misma al reintentar'],
    });
  });

  it('refuses a key that is not 8 to 255 visible ASCII characters, in the request language', async () => {
    for (const key of ['', 'seven77', 'x'.repeat(256), 'has a space', 'clé-000001']) {
      const malformed = await book(customer, expert.id, body(), key);
      expect(malformed.status).toBe(422);
      expect(malformed.body.data).toEqual({
        'Idempotency-Key': ['The idempotency key must be 8 to 255 visible ASCII characters, without spaces'],
      });
    }
    const malformedEs = await book(customer, expert.id, body(), 'seven77', 'es');
    expect(malformedEs.body.data).toEqual({
      'Idempotency-Key': [
        'La clave de idempotencia debe tener de 8 a 255 caracteres ASCII visibles, sin espacios',
      ],
    });
    expect(await bookingsOf(customer.id)).toEqual([]);
  });

  it('books with a key of 8 or of 255 visible ASCII characters, kept as sent', async () => {
    const longest = `${'~!#$%&*+-.^_|'.repeat(19)}${'z'.repeat(8)}`;
    expect(longest).toHaveLength(255);
    const booked = await book(customer, expert.id, body(), longest);
    expect(booked.status).toBe(201);
    const again = await book(customer, expert.id, body(), longest);
    expect(again.body).toEqual(booked.body);
    const shortest = await book(customer, expert.id, { ...body(), start_time: '12:00' }, 'eight888');
    expect(shortest.status).toBe(201);
    const keys = (await bookingsOf(customer.id)).map((row) => row.bookingKey).sort();
    expect(keys).toEqual([`${customer.id}:${longest}`, `${customer.id}:eight888`].sort());
  });
});
