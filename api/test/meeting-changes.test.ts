import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { jobs, meetingCharges, meetings, notifications, users } from '../src/db/schema/index.ts';
import { type PaymentGateway, PaymentUnavailableError } from '../src/payments/gateway.ts';
import { makeCustomer, testClock } from './booking-harness.ts';
import { acceptedExtension, IN_WINDOW, payExtension, START } from './extension-fixtures.ts';
import { call, type TestApi } from './harness.ts';
import { mailsTo, parseInvite } from './invite-fixtures.ts';
import { bookedMeetings, HOUR, MEETING_START } from './meeting-change-fixtures.ts';

const meetingsUnderTest = bookedMeetings();
const booked = meetingsUnderTest.booked;

const refundsOf = meetingsUnderTest.refundsOf;

async function rowOf(api: TestApi, meetingId: number) {
  const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  const charges = await api.app.db
    .select()
    .from(meetingCharges)
    .where(eq(meetingCharges.meetingId, meetingId));
  return { meeting, charges };
}

const cancel = (api: TestApi, meetingId: number, token: string, lang?: 'en' | 'es') =>
  call(api, 'POST', paths.meetCancel(meetingId), lang ? { token, body: {}, lang } : { token, body: {} });

async function jobsOf(api: TestApi, key: string) {
  return api.app.db.select().from(jobs).where(eq(jobs.key, key));
}

describe('cancelling a meeting', () => {
  it('by the customer two days ahead: shown beforehand, refunded in full at the provider, the expert told', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    const before = await call(api, 'GET', paths.meet(meetingId), { token: customer.token });
    expect(before.body.data.changes).toMatchObject({ cancel: { refund: 28.05 }, reschedules_left: 1 });

    const answer = await cancel(api, meetingId, customer.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Meeting cancelled');
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'customer', refund: 28.05 },
      refunded: 28.05,
      changes: { cancel: null, reschedule: null },
      access_token: null,
    });
    expect(refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    const { meeting, charges } = await rowOf(api, meetingId);
    expect(meeting).toMatchObject({ state: 'cancelled', cancelledBy: 'customer', refundedCents: 2805 });
    expect(charges).toMatchObject([{ kind: 'booking', status: 'refunded' }]);
    const told = await api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'meeting.cancelled')));
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ meet_id: meetingId, by: 'customer', refund: 28.05 });
    // The meeting's life jobs are gone; its room closes now.
    const life = await jobsOf(api, String(meetingId));
    expect(life.filter((job) => job.name.startsWith('meeting.') && job.name !== 'meeting.prepare')).toEqual(
      [],
    );
    // Due now: once the jobs due have run, it has been tried (no video server here, so retried later).
    await api.app.jobs.runDue();
    const [closing] = await jobsOf(api, `meeting-${meetingId}`);
    expect(closing?.attempts).toBeGreaterThanOrEqual(1);
    expect(closing?.lastError).toBeTruthy();

    // Asked again: the same answer, no second refund. Still in the lists, as cancelled.
    const again = await cancel(api, meetingId, customer.token);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('cancelled');
    expect(refundsOf(meetingId)).toHaveLength(1);
    const list = await call(api, 'GET', `${paths.meets}?status=cancelled`, { token: customer.token });
    expect(list.body.data.map((item: { id: number }) => item.id)).toEqual([meetingId]);
    const coming = await call(api, 'GET', `${paths.meets}?status=booked,start%20soon`, {
      token: customer.token,
    });
    expect(coming.body.data).toEqual([]);
    // The expert earns nothing from it, and it is not on the earnings page.
    const earnings = await call(api, 'GET', paths.earningsMeets, { token: expert.token });
    expect(earnings.body.data).toEqual([]);
  });

  it('sends both sides the cancelled invite (same UID, SEQUENCE raised) and drops the reminders', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    await api.app.jobs.runDue();
    const reminders = async () =>
      (await api.app.db.select().from(jobs).where(eq(jobs.name, 'meeting.reminder'))).filter((job) =>
        String(job.key).startsWith(`${meetingId}:`),
      );
    expect(await reminders()).toHaveLength(2);
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    expect((await cancel(api, meetingId, expert.token)).status).toBe(200);
    expect(await reminders()).toEqual([]);
    await api.app.jobs.runDue();
    await api.app.mailer.flush();
    for (const person of [customer, expert]) {
      const [row] = await api.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, person.id));
      const mails = await mailsTo(api, row?.email ?? '');
      const booking = parseInvite(
        mails.find((mail) => mail.icalEvent?.method === 'REQUEST')?.icalEvent?.content,
      );
      const cancelled = parseInvite(
        mails.find((mail) => mail.icalEvent?.method === 'CANCEL')?.icalEvent?.content,
      );
      expect(cancelled).toMatchObject({ method: 'CANCEL', uid: booking.uid, status: 'CANCELLED' });
      expect(Number(cancelled.sequence)).toBeGreaterThan(Number(booking.sequence));
    }
  });

  it('by the customer exactly 24 hours before: refunded; a second later: nothing back, the expert keeps it', async () => {
    const first = await booked();
    first.time.set(new Date(Date.parse(MEETING_START) - 24 * HOUR));
    const onTime = await cancel(first.api, first.meetingId, first.customer.token);
    expect(onTime.body.data.cancellation).toMatchObject({ refund: 28.05 });
    await meetingsUnderTest.close();

    const second = await booked();
    second.time.set(new Date(Date.parse(MEETING_START) - 24 * HOUR + 1000));
    const view = await call(second.api, 'GET', paths.meet(second.meetingId), {
      token: second.customer.token,
    });
    expect(view.body.data.changes.cancel).toEqual({ refund: 0 });
    const late = await cancel(second.api, second.meetingId, second.customer.token, 'es');
    expect(late.status).toBe(200);
    expect(late.body.message).toBe('Reunión cancelada');
    expect(late.body.data.cancellation).toMatchObject({ by: 'customer', refund: 0 });
    expect(refundsOf(second.meetingId)).toEqual([]);
    const { charges } = await rowOf(second.api, second.meetingId);
    expect(charges).toMatchObject([{ status: 'succeeded' }]);
    const earnings = await call(second.api, 'GET', paths.earningsMeets, { token: second.expert.token });
    expect(earnings.body.data).toMatchObject([
      { id: second.meetingId, status: 'cancelled', payment_status: 'Payed', booking: { price: 25.5 } },
    ]);
    const figures = await call(second.api, 'GET', paths.earnings, { token: second.expert.token });
    expect(JSON.stringify(figures.body.data)).toContain('25.5');
  });

  it('by the customer after the start: refused, the meeting kept', async () => {
    const { api, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) + 1000));
    const view = await call(api, 'GET', paths.meet(meetingId), { token: customer.token });
    expect(view.body.data.changes.cancel).toBeNull();
    const refused = await cancel(api, meetingId, customer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This meeting can no longer be cancelled');
    expect((await rowOf(api, meetingId)).meeting?.state).toBe('confirmed');
  });

  it('by the expert an hour before: the customer refunded in full, told live; after the end: refused', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - HOUR));
    const events: unknown[] = [];
    const unsubscribe = api.app.bus.subscribe(customer.id, (event) => {
      events.push(event);
    });
    await unsubscribe.ready;
    const answer = await cancel(api, meetingId, expert.token);
    unsubscribe();
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'expert', refund: 28.05 },
    });
    expect(refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    expect(events).toContainEqual({ type: 'meeting.status', meet_id: meetingId, status: 'cancelled' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'notification',
        notification: expect.objectContaining({ type: 'meeting.cancelled' }),
      }),
    );
    await meetingsUnderTest.close();

    const late = await booked();
    late.time.set(new Date(Date.parse(MEETING_START) + 31 * 60_000));
    const refused = await cancel(late.api, late.meetingId, late.expert.token);
    expect(refused.status).toBe(409);
  });

  it('by the expert in an extended meeting: the booking and the extension both refunded', async () => {
    const time = testClock(START);
    const env = await meetingsUnderTest.start(time.clock);
    const extension = await acceptedExtension(env, time);
    const paid = await payExtension(env.api, extension);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    time.set(new Date(Date.parse(IN_WINDOW) + 60_000));
    const answer = await cancel(env.api, extension.meetingId, extension.expert.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const refunds = refundsOf(extension.meetingId);
    expect(refunds).toHaveLength(2);
    const { meeting, charges } = await rowOf(env.api, extension.meetingId);
    expect(charges.map((charge) => charge.status)).toEqual(['refunded', 'refunded']);
    const total = charges.reduce((sum, charge) => sum + charge.priceCents + charge.feeCents, 0);
    expect(meeting?.refundedCents).toBe(total);
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBe(total);
  });

  it('by both sides at once: cancelled once, refunded once', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    const answers = await Promise.all([
      cancel(api, meetingId, customer.token),
      cancel(api, meetingId, expert.token),
      cancel(api, meetingId, customer.token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refundsOf(meetingId)).toHaveLength(1);
    const { meeting } = await rowOf(api, meetingId);
    expect(meeting?.state).toBe('cancelled');
  });

  it('by someone else: 404, nothing changes', async () => {
    const { api, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    const stranger = await makeCustomer(meetingsUnderTest.current());
    const answer = await cancel(api, meetingId, stranger.token);
    expect(answer.status).toBe(404);
    expect((await rowOf(api, meetingId)).meeting?.state).toBe('confirmed');
  });
});

describe('cancelling through faults', () => {
  type Fault = 'provider-down' | 'died-before-refund' | 'died-after-refund';
  const faulty =
    (fault: { current: Fault | null }) =>
    (real: PaymentGateway): PaymentGateway => ({
      ...real,
      async refund(input) {
        if (fault.current === 'provider-down')
          throw new PaymentUnavailableError(new Error('connection refused'));
        if (fault.current === 'died-before-refund') throw new Error('process died before the refund');
        const made = await real.refund(input);
        if (fault.current === 'died-after-refund')
          throw new Error('process died after the provider refunded');
        return made;
      },
    });

  for (const kind of ['provider-down', 'died-before-refund', 'died-after-refund'] as const)
    it(`${kind}: the cancellation and the debt are kept together, reconciliation refunds once`, async () => {
      const fault: { current: Fault | null } = { current: null };
      const { api, customer, meetingId, time } = await booked({ wrap: faulty(fault) });
      time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
      fault.current = kind;
      const answer = await cancel(api, meetingId, customer.token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('cancelled');
      expect((await rowOf(api, meetingId)).charges).toMatchObject([{ status: 'refunding' }]);
      expect(refundsOf(meetingId)).toHaveLength(kind === 'died-after-refund' ? 1 : 0);

      // The api restarts on the same data; reconciliation's next look refunds (the same key: once).
      await api.stop();
      const later = testClock(new Date(time.clock().getTime() + 5 * 60_000).toISOString());
      const restarted = await meetingsUnderTest.current().restart({ clock: later.clock });
      await restarted.app.jobs.runDue();
      expect((await rowOf(restarted, meetingId)).charges).toMatchObject([{ status: 'refunded' }]);
      expect(refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    });

  it('a crash inside the cancellation leaves the meeting booked and nothing owed', async () => {
    const { api, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    // The charges' table refuses the update half-way through the transaction.
    await api.app.db.execute(
      `create function refuse_refunding() returns trigger language plpgsql as $$ begin if new.status = 'refunding' then raise exception 'disk full'; end if; return new; end $$`,
    );
    await api.app.db.execute(
      'create trigger refuse_refunding before update on meeting_charges for each row execute function refuse_refunding()',
    );
    const answer = await cancel(api, meetingId, customer.token);
    expect(answer.status).toBe(500);
    const { meeting, charges } = await rowOf(api, meetingId);
    expect(meeting?.state).toBe('confirmed');
    expect(charges).toMatchObject([{ status: 'succeeded' }]);
    expect(refundsOf(meetingId)).toEqual([]);
    await api.app.db.execute('drop trigger refuse_refunding on meeting_charges');
    const retried = await cancel(api, meetingId, customer.token);
    expect(retried.status).toBe(200);
    expect(refundsOf(meetingId)).toHaveLength(1);
  });
});
