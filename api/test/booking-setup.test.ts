import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles, jobs, meetings, notifications, users } from '../src/db/schema/index.ts';
import { PREPARE_JOB } from '../src/meetings/prepare.ts';
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

// Monday 2027-01-04, 08:45 in Madrid: the experts below work 09:00–13:00 there.
const time = testClock('2027-01-04T07:45:00Z');
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

const body = (card: string, start = '11:00') => ({
  date: '2027-1-4',
  rate: 'short',
  start_time: start,
  payment_method_id: card,
});
const book = (who: Person, expertId: number, payload: Record<string, unknown>) =>
  call(env.api, 'POST', paths.booking(expertId), {
    token: who.token,
    body: payload,
    headers: { 'idempotency-key': randomUUID() },
  });

describe('who may book', () => {
  let expert: Person;
  let other: Person;
  let customer: Customer;
  beforeAll(async () => {
    expert = await makeExpert(env.api);
    other = await makeExpert(env.api);
    customer = await makeCustomer(env);
  });

  it('refuses a session in the expert area and a booking with yourself', async () => {
    const inExpertArea = await book(other, expert.id, body(customer.card));
    expect(inExpertArea.status).toBe(403);
    expect(inExpertArea.body.message).toBe('Switch to your customer account to book a meeting');

    // The customer becomes an expert too, but keeps signing in to the customer area.
    await env.api.app.db.update(users).set({ isExpert: true }).where(eq(users.id, customer.id));
    await env.api.app.db.insert(expertProfiles).values({ userId: customer.id });
    const withYourself = await book(customer, customer.id, body(customer.card));
    expect(withYourself.status).toBe(403);
    expect(withYourself.body.message).toBe('You cannot book a meeting with yourself');
  });

  it('lets an expert in the customer area book another expert', async () => {
    // An account with an expert profile, signed in to the customer area (its session is a customer one).
    const asCustomer = await makeCustomer(env);
    await env.api.app.db.update(users).set({ isExpert: true }).where(eq(users.id, asCustomer.id));
    await env.api.app.db.insert(expertProfiles).values({ userId: asCustomer.id });
    const booked = await book(asCustomer, expert.id, body(asCustomer.card, '12:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.data.customer.id).toBe(asCustomer.id);
  });
});

describe('setting up a paid meeting', () => {
  it('is run again by its durable job when its first run failed, once', async () => {
    const expert = await makeExpert(env.api);
    const customer = await makeCustomer(env);
    const realOpen = env.api.app.rooms.openRoom;
    env.api.app.rooms.openRoom = async () => {
      throw new Error('video server down');
    };
    const booked = await book(customer, expert.id, body(customer.card));
    // The set-up's first run (on the worker the booking woke) fails while the video server is down.
    await env.api.app.jobs.runDue();
    env.api.app.rooms.openRoom = realOpen;
    // Paid and confirmed: the customer's booking stands even though the room could not be made yet.
    expect(booked.status).toBe(201);
    const id = booked.body.data.id as number;
    expect(succeededCharges(env.standIn, id)).toHaveLength(1);
    const db = env.api.app.db;
    const before = await db.select().from(meetings).where(eq(meetings.id, id));
    expect(before[0]).toMatchObject({ state: 'confirmed', preparedAt: null });
    const pending = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, PREPARE_JOB), eq(jobs.key, String(id))));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.lastError).toMatch(/video server down/);
    expect(env.openedRooms).not.toContain(`meeting-${id}`);

    time.advance(31_000);
    await env.api.app.jobs.runDue();
    time.advance(31_000);
    await env.api.app.jobs.runDue();

    const [after] = await db.select().from(meetings).where(eq(meetings.id, id));
    expect(after?.preparedAt).not.toBeNull();
    expect(env.openedRooms.filter((room) => room === `meeting-${id}`)).toHaveLength(1);
    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.type, 'meeting.booked'));
    const forThis = told.filter((row) => row.userId === expert.id || row.userId === customer.id);
    expect(forThis.map((row) => row.userId).sort()).toEqual([expert.id, customer.id].sort());
  });
});
