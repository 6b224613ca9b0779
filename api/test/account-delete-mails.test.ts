import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { call, readMailbox, type TestApi } from './harness.ts';
import { bookedMeetings, HOUR, MEETING_START } from './meeting-change-fixtures.ts';

// Both people give Spain as their country and never chose a language (meeting mails in Spanish),
// unless a test has one choose English on the switch.
const meetingsUnderTest = bookedMeetings();

/**
 * Runs the due jobs while the deletion's refund is made: after the cancellation committed and
 * before the account is erased, as a worker polling at that moment would.
 */
function jobsDuringRefund() {
  let api: TestApi | undefined;
  const wrap = (real: PaymentGateway): PaymentGateway => ({
    ...real,
    async refund(request) {
      await api?.app.jobs.runDue();
      return real.refund(request);
    },
  });
  return { wrap, watch: (booked: TestApi) => (api = booked) };
}

async function emailOf(api: TestApi, userId: number) {
  const [user] = await api.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}

/** The mails to each address that `work` sent (what was due before it, the booking's, sent first). */
async function mailsOf(api: TestApi, addresses: string[], work: () => Promise<void>) {
  await api.app.jobs.runDue();
  const before = (await readMailbox(api)).length;
  await work();
  await api.app.jobs.runDue();
  const sent = (await readMailbox(api)).slice(before);
  return addresses.map((address) => sent.filter((mail) => mail.to.some((to) => to.address === address)));
}

describe('the mails of deleting an account with a meeting still to come', () => {
  it("a customer: only the account-deleted mail, in the customer's language; the expert's cancellation in theirs", async () => {
    const jobs = jobsDuringRefund();
    const { api, expert, customer, meetingId, time } = await meetingsUnderTest.booked({ wrap: jobs.wrap });
    jobs.watch(api);
    time.set(new Date(Date.parse(MEETING_START) - 48 * HOUR));
    const customerEmail = await emailOf(api, customer.id);
    const expertEmail = await emailOf(api, expert.id);
    await call(api, 'PUT', 'account/language', { token: customer.token, body: { locale: 'en' } });

    const [toCustomer, toExpert] = await mailsOf(api, [customerEmail, expertEmail], async () => {
      const deleted = await call(api, 'DELETE', 'account', {
        token: customer.token,
        body: { email: customerEmail },
        lang: 'es',
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    });

    expect(toCustomer?.map((mail) => mail.subject)).toEqual(['Your account has been deleted']);
    expect(toCustomer?.[0]?.text).toContain(
      'Your meeting still to come was cancelled, with the refund a cancellation by you gives.',
    );
    expect(meetingsUnderTest.refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    expect(toExpert?.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu reunión con .+ está cancelada$/),
    ]);
  });

  it("an expert: only the account-deleted mail, in the expert's language; the customer's cancellation in theirs", async () => {
    const jobs = jobsDuringRefund();
    const { api, expert, customer, meetingId, time } = await meetingsUnderTest.booked({ wrap: jobs.wrap });
    jobs.watch(api);
    time.set(new Date(Date.parse(MEETING_START) - 2 * HOUR));
    const customerEmail = await emailOf(api, customer.id);
    const expertEmail = await emailOf(api, expert.id);
    await call(api, 'PUT', 'account/language', { token: expert.token, body: { locale: 'en' } });

    const [toExpert, toCustomer] = await mailsOf(api, [expertEmail, customerEmail], async () => {
      const deleted = await call(api, 'DELETE', 'account', {
        token: expert.token,
        body: { email: expertEmail },
        lang: 'es',
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    });

    expect(toExpert?.map((mail) => mail.subject)).toEqual(['Your account has been deleted']);
    // The expert's cancellation refunds the customer in full, even two hours ahead.
    expect(meetingsUnderTest.refundsOf(meetingId)).toEqual([expect.objectContaining({ amount: 2805 })]);
    expect(toCustomer?.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu reunión con .+ está cancelada$/),
    ]);
  });
});
