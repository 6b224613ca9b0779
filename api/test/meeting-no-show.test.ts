import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { WebhookEvent } from 'livekit-server-sdk';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { meetingCharges, meetings, notifications } from '../src/db/schema/index.ts';
import { recordRoomEvent } from '../src/video/events.ts';
import type { testClock } from './booking-harness.ts';
import { call, type TestApi } from './harness.ts';
import { bookedMeetings } from './meeting-change-fixtures.ts';

/** 2027-01-08 10:00–10:30 UTC (11:00 in Madrid), booked on Monday START. */
const MEETING_START = Date.parse('2027-01-08T10:00:00Z');
const MEETING_END = Date.parse('2027-01-08T10:30:00Z');

const meetingsUnderTest = bookedMeetings();
const booked = meetingsUnderTest.booked;

/** What the video webhook handler stores when LiveKit reports someone joining the meeting's room. */
async function joined(api: TestApi, meetingId: number, userId: number, at: number) {
  const event = {
    event: 'participant_joined',
    id: `EV_${randomUUID()}`,
    createdAt: BigInt(Math.floor(at / 1000)),
    room: { name: `meeting-${meetingId}`, sid: 'RM_1' },
    participant: { identity: `user-${userId}`, sid: `PA_${userId}` },
  } as unknown as WebhookEvent;
  expect(await recordRoomEvent(api.app.db, event)).toBe(true);
}

async function endMeeting(api: TestApi, time: ReturnType<typeof testClock>) {
  time.set(new Date(MEETING_END + 1000));
  await api.app.jobs.runDue();
}

const refundsAtProvider = () =>
  Object.values(meetingsUnderTest.current().standIn.core.store.collection('refunds') ?? {}).map((refund) =>
    Number(refund.amount),
  );

describe('no-shows at the end of a meeting', () => {
  it('the customer came and the expert never did: the customer refunded in full, the expert told', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    await joined(api, meetingId, customer.id, MEETING_START + 60_000);
    await endMeeting(api, time);
    const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting).toMatchObject({ noShow: 'expert', refundedCents: 2805, state: 'confirmed' });
    expect(refundsAtProvider()).toEqual([2805]);
    const charges = await api.app.db
      .select()
      .from(meetingCharges)
      .where(eq(meetingCharges.meetingId, meetingId));
    expect(charges).toMatchObject([{ status: 'refunded' }]);
    const told = await api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'meeting.no_show')));
    expect(told[0]?.data).toMatchObject({ meet_id: meetingId, absent: 'expert', refund: 28.05 });
    const view = await call(api, 'GET', paths.meet(meetingId), { token: customer.token });
    expect(view.body.data).toMatchObject({ status: 'no-show', no_show: 'expert', refunded: 28.05 });
    const listed = await call(api, 'GET', `${paths.meets}?is_expert=1&status=no-show`, {
      token: expert.token,
    });
    expect(listed.body.data.map((item: { id: number }) => item.id)).toEqual([meetingId]);
    const earnings = await call(api, 'GET', paths.earningsMeets, { token: expert.token });
    expect(earnings.body.data).toEqual([]);
    // The end job run again changes nothing (no second refund).
    await api.app.jobs.runDue();
    expect(refundsAtProvider()).toEqual([2805]);
  });

  it('the expert came and the customer never did: no refund, the expert keeps the earning', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    await joined(api, meetingId, expert.id, MEETING_START);
    await endMeeting(api, time);
    const view = await call(api, 'GET', paths.meet(meetingId), { token: expert.token });
    expect(view.body.data).toMatchObject({ status: 'no-show', no_show: 'customer', refunded: 0 });
    expect(refundsAtProvider()).toEqual([]);
    const earnings = await call(api, 'GET', paths.earningsMeets, { token: expert.token });
    expect(earnings.body.data).toMatchObject([
      { id: meetingId, payment_status: 'Payed', booking: { price: 25.5 } },
    ]);
    const toldCustomer = await api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'meeting.no_show')));
    expect(toldCustomer[0]?.data).toMatchObject({ absent: 'customer', refund: 0 });
  });

  it('both came, or nobody did: the meeting simply finishes', async () => {
    const both = await booked();
    await joined(both.api, both.meetingId, both.customer.id, MEETING_START);
    await joined(both.api, both.meetingId, both.expert.id, MEETING_START + 30_000);
    await endMeeting(both.api, both.time);
    const view = await call(both.api, 'GET', paths.meet(both.meetingId), { token: both.customer.token });
    expect(view.body.data).toMatchObject({ status: 'finished', no_show: null });
    await meetingsUnderTest.close();

    const nobody = await booked();
    await endMeeting(nobody.api, nobody.time);
    const empty = await call(nobody.api, 'GET', paths.meet(nobody.meetingId), {
      token: nobody.customer.token,
    });
    expect(empty.body.data).toMatchObject({ status: 'finished', no_show: null });
    expect(refundsAtProvider()).toEqual([]);
  });

  it('a meeting cancelled before its end is not judged', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(MEETING_START + 60_000));
    await joined(api, meetingId, customer.id, MEETING_START + 30_000);
    expect(
      (await call(api, 'POST', paths.meetCancel(meetingId), { token: expert.token, body: {} })).status,
    ).toBe(200);
    await endMeeting(api, time);
    const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting).toMatchObject({ state: 'cancelled', noShow: null, refundedCents: 2805 });
    expect(refundsAtProvider()).toEqual([2805]);
  });
});
