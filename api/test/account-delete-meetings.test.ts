import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings, notifications, users } from '../src/db/schema/index.ts';
import { sendMeetingInvite } from '../src/meetings/invites.ts';
import { call, readMailbox, type TestApi } from './harness.ts';
import { bookedMeetings, HOUR, MEETING_START } from './meeting-change-fixtures.ts';

const meetingsUnderTest = bookedMeetings();
const booked = meetingsUnderTest.booked;

const refundsOf = meetingsUnderTest.refundsOf;

async function emailOf(api: TestApi, userId: number) {
  const [user] = await api.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}

/** Deletes the account of `person` (made without a password: confirmed with its email). */
async function deleteAccount(api: TestApi, person: { id: number; token: string }, lang: 'en' | 'es' = 'en') {
  const email = await emailOf(api, person.id);
  return call(api, 'DELETE', 'account', { token: person.token, body: { email }, lang });
}

async function meetingRow(api: TestApi, meetingId: number) {
  const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  return meeting;
}

async function cancellationsTold(api: TestApi, userId: number) {
  const rows = await api.app.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'meeting.cancelled')));
  return rows.map((row) => row.data);
}

describe('deleting an account with meetings still to come', () => {
  it('a customer two days ahead: told first, then the meeting is cancelled with a full refund, and the account erased', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    const status = await call(api, 'GET', 'account', { token: customer.token });
    expect(status.body.data).toMatchObject({
      meetings_to_cancel: 1,
      cancellation_refund: 28.05,
      meetings_in_progress: 0,
    });

    const email = await emailOf(api, customer.id);
    // The booking's own mails are sent before: the deletion's must be the last.
    await api.app.jobs.runDue();
    const deleted = await deleteAccount(api, customer);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await meetingRow(api, meetingId)).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'customer',
      refundedCents: 2805,
    });
    expect(refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    // The expert is told as of any cancellation, the customer's name erased with the account.
    expect(await cancellationsTold(api, expert.id)).toEqual([
      expect.objectContaining({ meet_id: meetingId, by: 'customer', refund: 28.05, name: '' }),
    ]);
    const [row] = await api.app.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Its last mail says so.
    const last = (await readMailbox(api)).filter((mail) => mail.to.some((to) => to.address === email)).at(-1);
    expect(last?.subject).toBe('Your account has been deleted');
    expect(last?.text).toContain(
      'Your meeting still to come was cancelled, with the refund a cancellation by you gives.',
    );
  });

  it('a customer less than 24 hours ahead: cancelled without a refund, the expert keeps the earning', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 2 * HOUR));
    const status = await call(api, 'GET', 'account', { token: customer.token });
    expect(status.body.data).toMatchObject({ meetings_to_cancel: 1, cancellation_refund: 0 });

    expect((await deleteAccount(api, customer)).status).toBe(200);
    expect(await meetingRow(api, meetingId)).toMatchObject({ state: 'cancelled', refundedCents: 0 });
    expect(refundsOf(meetingId)).toEqual([]);
    expect(await cancellationsTold(api, expert.id)).toEqual([
      expect.objectContaining({ meet_id: meetingId, by: 'customer', refund: 0 }),
    ]);
  });

  it('an expert: the customer is refunded in full and told', async () => {
    const { api, expert, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) - 2 * HOUR));
    const status = await call(api, 'GET', 'account', { token: expert.token });
    expect(status.body.data).toMatchObject({ meetings_to_cancel: 1, cancellation_refund: 28.05 });

    expect((await deleteAccount(api, expert, 'es')).status).toBe(200);
    expect(await meetingRow(api, meetingId)).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'expert',
      refundedCents: 2805,
    });
    expect(refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    expect(await cancellationsTold(api, customer.id)).toEqual([
      expect.objectContaining({ meet_id: meetingId, by: 'expert', refund: 28.05 }),
    ]);
  });

  it("a cancellation's mails, sent once the account is erased, name it 'Deleted account' and skip its old address", async () => {
    const { api, expert, customer, meetingId } = await booked();
    const customerEmail = await emailOf(api, customer.id);
    // What deleting the expert's account leaves: the meeting cancelled, the expert's row erased.
    await api.app.db
      .update(meetings)
      .set({ state: 'cancelled', cancelledAt: new Date(), cancelledBy: 'expert' })
      .where(eq(meetings.id, meetingId));
    await api.app.db
      .update(users)
      .set({
        email: `deleted-${expert.id}@deleted.invalid`,
        firstName: '',
        lastName: '',
        deletedAt: new Date(),
      })
      .where(eq(users.id, expert.id));
    await sendMeetingInvite(api.app, meetingId, 'cancelled');
    await api.app.jobs.runDue();
    const mails = await readMailbox(api);
    expect(mails.some((mail) => mail.to.some((to) => to.address.endsWith('@deleted.invalid')))).toBe(false);
    const toCustomer = mails.filter((mail) => mail.to.some((to) => to.address === customerEmail));
    // The customer's country is Spain, and it never chose a language: Spanish.
    expect(toCustomer.map((mail) => mail.subject)).toContain(
      'Tu reunión con Cuenta eliminada está cancelada',
    );
  });

  it('a customer whose meeting is under way cannot cancel it: the account stays until it is over', async () => {
    const { api, customer, meetingId, time } = await booked();
    time.set(new Date(Date.parse(MEETING_START) + 5 * 60_000));
    const status = await call(api, 'GET', 'account', { token: customer.token });
    expect(status.body.data).toMatchObject({ meetings_to_cancel: 0, meetings_in_progress: 1 });

    const refused = await deleteAccount(api, customer, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Tienes una reunión en curso o pendiente de pago. Podrás eliminar tu cuenta cuando termine.',
    );
    expect(await meetingRow(api, meetingId)).toMatchObject({ state: 'confirmed', refundedCents: 0 });
    const [row] = await api.app.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeNull();
  });
});
