import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../src/charges/index.ts';
import { jobs, meetingCharges, meetings, notifications } from '../src/db/schema/index.ts';
import { MEETING_JOBS } from '../src/meetings/lifecycle.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { ROOM_CLOSE_JOB } from '../src/video/closures.ts';
import { type BookingEnvironment, startBookingEnvironment, testClock } from './booking-harness.ts';
import {
  type AcceptedExtension,
  acceptedExtension,
  extensionCharges,
  payExtension,
  START,
} from './extension-fixtures.ts';
import type { TestApi } from './harness.ts';

/** The meeting ends at 10:30; an express extension moves it to 10:45. */
const OLD_END = '2027-01-04T10:30:00.000Z';
const NEW_END = '2027-01-04T10:45:00.000Z';
/** Past the grace (60 s) of a payment made at 10:26, before the meeting's end. */
const LATER = '2027-01-04T10:28:00Z';

let env: BookingEnvironment | undefined;

afterEach(async () => {
  await env?.close();
  env = undefined;
});

function current(): BookingEnvironment {
  if (!env) throw new Error('no environment');
  return env;
}

type Fault = 'before-charge' | 'after-charge';

/** The api pays an accepted extension and dies at `fault`; the answer the customer got. */
async function payThroughFault(fault: Fault) {
  const time = testClock(START);
  let armed: Fault | undefined;
  env = await startBookingEnvironment({
    clock: time.clock,
    wrap: (real): PaymentGateway => ({
      ...real,
      async chargeOffSession(charge) {
        if (armed === 'before-charge') throw new Error('process died before calling the provider');
        if (armed === 'after-charge') {
          await real.chargeOffSession(charge);
          throw new Error('process died after the provider charged');
        }
        return real.chargeOffSession(charge);
      },
    }),
  });
  const extension = await acceptedExtension(env, time);
  armed = fault;
  const answer = await payExtension(env.api, extension);
  return { answer, extension };
}

/** A new api on the same data at `at` (the crashed one stopped), its due jobs run. */
async function restartAndReconcile(at: string): Promise<TestApi> {
  await current().api.stop();
  const api = await current().restart({ clock: testClock(at).clock });
  api.app.rooms.closeRoom = async () => {};
  await api.app.jobs.runDue();
  return api;
}

async function stateOf(api: TestApi, meetingId: number) {
  const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  const charges = await api.app.db
    .select()
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, 'extension')));
  return { meeting, charges };
}

async function plannedAt(api: TestApi, name: string, key: string) {
  const [job] = await api.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key)));
  return job?.runAt.toISOString();
}

async function extendedNotices(api: TestApi, extension: AcceptedExtension) {
  return api.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, extension.expert.id), eq(notifications.type, 'meeting.extended')));
}

describe('a crash while an extension is paid is reconciled after a restart', { timeout: 180_000 }, () => {
  it('between charge and moving the end: the end moves once, with the one charge made', async () => {
    const { answer, extension } = await payThroughFault('after-charge');
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('The payment provider is not available, try again later');
    const before = await stateOf(current().api, extension.meetingId);
    expect(before.meeting?.endsAt.toISOString()).toBe(OLD_END);
    expect(before.charges).toMatchObject([
      { status: 'pending', idempotencyKey: `meeting-${extension.meetingId}-extension-1` },
    ]);
    expect(extensionCharges(current(), extension.meetingId)).toHaveLength(1);

    const api = await restartAndReconcile(LATER);
    const { meeting, charges } = await stateOf(api, extension.meetingId);
    expect(meeting).toMatchObject({ extensionStatus: null, extensionRateId: null });
    expect(meeting?.endsAt.toISOString()).toBe(NEW_END);
    const atProvider = extensionCharges(current(), extension.meetingId);
    expect(atProvider).toHaveLength(1);
    expect(charges).toMatchObject([{ status: 'succeeded', paymentIntentId: atProvider[0]?.id }]);
    // The meeting's room closes, and its jobs run, at the new end; the expert is told once.
    expect(await plannedAt(api, ROOM_CLOSE_JOB, extension.roomId)).toBe(NEW_END);
    expect(await plannedAt(api, MEETING_JOBS.end, String(extension.meetingId))).toBe(NEW_END);
    expect(await extendedNotices(api, extension)).toHaveLength(1);
    expect(await plannedAt(api, RECONCILE_JOB, `meeting-${extension.meetingId}-extension-1`)).toBeUndefined();

    // Running the jobs again changes nothing: the end moved exactly once.
    await api.app.jobs.runDue();
    const again = await stateOf(api, extension.meetingId);
    expect(again.meeting?.endsAt.toISOString()).toBe(NEW_END);
    expect(extensionCharges(current(), extension.meetingId)).toHaveLength(1);
    expect(await extendedNotices(api, extension)).toHaveLength(1);
  });

  it('before the provider got the charge: released, nothing charged, the customer may pay again', async () => {
    const { answer, extension } = await payThroughFault('before-charge');
    expect(answer.status).toBe(503);

    const api = await restartAndReconcile(LATER);
    const { meeting, charges } = await stateOf(api, extension.meetingId);
    expect(meeting?.endsAt.toISOString()).toBe(OLD_END);
    expect(meeting?.extensionStatus).toBe('AcceptedMeetingExtension');
    expect(charges).toMatchObject([{ status: 'failed', paymentIntentId: null }]);
    expect(extensionCharges(current(), extension.meetingId)).toHaveLength(0);
    expect(await plannedAt(api, RECONCILE_JOB, `meeting-${extension.meetingId}-extension-1`)).toBeUndefined();

    // Reconciling again charges nothing; a new payment is a new attempt with its own key.
    await api.app.jobs.runDue();
    expect(extensionCharges(current(), extension.meetingId)).toHaveLength(0);
    const paid = await payExtension(api, extension);
    expect(paid.status).toBe(200);
    expect(paid.body.data.ends_at).toBe(NEW_END);
    const after = await stateOf(api, extension.meetingId);
    expect(after.charges.map((charge) => [charge.idempotencyKey, charge.status])).toEqual([
      [`meeting-${extension.meetingId}-extension-1`, 'failed'],
      [`meeting-${extension.meetingId}-extension-2`, 'succeeded'],
    ]);
    expect(extensionCharges(current(), extension.meetingId)).toHaveLength(1);
  });

  it('found only after the meeting ended: the charge made is refunded, the end stays', async () => {
    const { extension } = await payThroughFault('after-charge');
    const [intent] = extensionCharges(current(), extension.meetingId);

    const api = await restartAndReconcile('2027-01-04T10:31:00Z');
    const { meeting, charges } = await stateOf(api, extension.meetingId);
    expect(meeting?.endsAt.toISOString()).toBe(OLD_END);
    expect(charges).toMatchObject([{ status: 'refunded', paymentIntentId: intent?.id }]);
    const refunds = () =>
      Object.values(current().standIn.core.store.collection('refunds')).filter(
        (refund) => refund.payment_intent === intent?.id,
      );
    expect(refunds()).toMatchObject([{ amount: 1100 }]);
    await api.app.jobs.runDue();
    expect(refunds()).toHaveLength(1);
    expect(await extendedNotices(api, extension)).toHaveLength(0);
  });
});
