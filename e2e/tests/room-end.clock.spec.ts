import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { moveClockTo } from './support/clock.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { type MeetingStartingNow, meetingOf, meetingStartingNow } from './support/meetings.ts';
import {
  countdownAt,
  expectRemoteVideoPlaying,
  joinCall,
  ROOM_LAUNCH_OPTIONS,
  roomContext,
  roomTokenOf,
} from './support/room.ts';
import { openRooms } from './support/video.ts';

test.use({ launchOptions: ROOM_LAUNCH_OPTIONS });

const EXPERT_NAME = `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`;

interface Call {
  meeting: MeetingStartingNow;
  customer: Page;
  expert: Page;
  /** The access token each page's room read when it opened. */
  tokens: { customer: string; expert: string };
}

/**
 * A new customer's meeting with the demo expert starting now on the api's clock; both open its
 * room (clocks installed at real time, see `countdownAt`), join, and see each other.
 */
async function bothInTheCall(contexts: BrowserContext[], newContext: () => Promise<BrowserContext>) {
  const customerContext = await newContext();
  const expertContext = await newContext();
  contexts.push(customerContext, expertContext);
  const customer = await customerContext.newPage();
  const expert = await expertContext.newPage();
  await customer.clock.install();
  await expert.clock.install();
  const meeting = await meetingStartingNow(customer, { expertPage: expert });

  const customerToken = roomTokenOf(customer, meeting.meetingId);
  await customer.goto(`/customer/app/meetings/room/${meeting.meetingId}`);
  await joinCall(customer);
  const expertToken = roomTokenOf(expert, meeting.meetingId);
  await expert.goto(`/experts/app/meetings/room/${meeting.meetingId}`);
  await joinCall(expert);
  await expectRemoteVideoPlaying(customer);
  await expectRemoteVideoPlaying(expert);
  const call: Call = {
    meeting,
    customer,
    expert,
    tokens: { customer: await customerToken, expert: await expertToken },
  };
  return call;
}

/** Where the end of a call leads each side: its meetings list with the meeting's feedback dialog. */
async function expectFeedbackOpens(call: Call) {
  const id = call.meeting.meetingId;
  await expect(call.customer).toHaveURL(new RegExp(`/customer/app/meetings\\?feedback=${id}$`));
  await expect(call.expert).toHaveURL(new RegExp(`/experts/app/meetings\\?feedback=${id}$`));
  const customerDialog = call.customer.getByRole('dialog', { name: 'Give feedback' });
  const expertDialog = call.expert.getByRole('dialog', { name: 'Give feedback' });
  await expect(customerDialog.getByText(`How was your meeting with ${EXPERT_NAME}?`)).toBeVisible();
  const customerName = `${call.meeting.customer.firstName} ${call.meeting.customer.lastName}`;
  await expect(expertDialog.getByText(`How was your meeting with ${customerName}?`)).toBeVisible();
  return { customerDialog, expertDialog };
}

/** Chooses `stars` in a feedback dialog's rating (the radio itself is hidden behind its label). */
async function rate(dialog: ReturnType<Page['getByRole']>, stars: number) {
  const id = await dialog.getByRole('radio', { name: `${stars} of 5 stars` }).getAttribute('id');
  await dialog.locator(`label[for="${id}"]`).click();
}

test.describe('the end of a call on the api test clock', () => {
  test.setTimeout(180_000);

  test("the countdown reaches zero: both leave 6 s after the finish flag, give feedback, and see the meeting 'finished'", {
    tag: '@mf-meetings',
  }, async ({ browser, baseURL }) => {
    const contexts: BrowserContext[] = [];
    try {
      const call = await bothInTheCall(contexts, () => roomContext(browser, baseURL));
      const { customer, expert, meeting } = call;
      await expect(customer.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

      // The api just before the end (the last minutes' jobs have run; its room closes at the end),
      // the pages' countdowns a little ahead of it: the call ends by the page's own countdown.
      await moveClockTo(customer.request, new Date(Date.parse(meeting.endsAt) - 40_000));
      const finishSent = customer.waitForRequest(
        (request) =>
          request.method() === 'PUT' &&
          new URL(request.url()).pathname === `/api/v1/booking/meets/${meeting.meetingId}/finish`,
      );
      await countdownAt(customer, call.tokens.customer, 8);
      await countdownAt(expert, call.tokens.expert, 8);
      await expect(customer.getByRole('timer')).toHaveText(/^00:0\d$/);

      const flag = customer
        .getByRole('status')
        .filter({ hasText: 'Time is up. The call ends in a few seconds.' });
      await expect(flag).toBeVisible({ timeout: 20_000 });
      const flaggedAt = Date.now();
      await expect(
        expert.getByRole('status').filter({ hasText: 'Time is up. The call ends in a few seconds.' }),
      ).toBeVisible();
      await customer.screenshot({ path: test.info().outputPath('room-time-is-up-1280.png') });
      // The room is still open on the video server: the api has not ended it.
      expect(await openRooms(customer.request, [meeting.roomId])).toEqual([meeting.roomId]);
      await expect(customer.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

      await finishSent;
      expect(Date.now() - flaggedAt).toBeGreaterThanOrEqual(4_000);
      const { customerDialog, expertDialog } = await expectFeedbackOpens(call);
      expect(await openRooms(customer.request, [meeting.roomId])).toEqual([]);
      expect((await meetingOf(customer, meeting.meetingId)).status).toBe('finished');
      await expectAccessible(customer);
      await customer.screenshot({ path: test.info().outputPath('room-end-feedback-customer-1280.png') });

      // The customer: a rating and one of the preset answers.
      await rate(customerDialog, 5);
      await customerDialog.getByRole('radio', { name: 'Perfect help' }).check();
      await customerDialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(customer.getByText('Feedback created succesfully')).toBeVisible();
      await expect(customerDialog).toBeHidden();
      await expect(customer).toHaveURL(/\/customer\/app\/meetings$/);

      // The expert: a rating and a comment.
      await rate(expertDialog, 4);
      await expertDialog.getByRole('textbox', { name: 'Comment' }).fill('Clear questions, well prepared.');
      await expertDialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(expert.getByText('Feedback created succesfully')).toBeVisible();
      await expect(expertDialog).toBeHidden();
      await expect(expert).toHaveURL(/\/experts\/app\/meetings$/);

      // Both reviews are kept with the meeting.
      const data = await meetingOf(customer, meeting.meetingId);
      expect(data.expert_feedback).toMatchObject({ rating: 5, comment: 'perfect_help' });
      expect(data.customer_feedback).toMatchObject({ rating: 4, comment: 'Clear questions, well prepared.' });

      // Each list shows the meeting finished.
      await expect(
        customer.getByRole('button', { name: new RegExp(`^${EXPERT_NAME} .*Finished .*Open the details$`) }),
      ).toBeVisible();
      const customerName = `${meeting.customer.firstName} ${meeting.customer.lastName}`;
      const search = expert.getByRole('searchbox', { name: 'Search by customer' });
      await search.fill(meeting.customer.lastName);
      await search.press('Enter');
      // The expert's rows name the rate, not the status: the row's details tell it.
      await expert
        .getByRole('button', {
          name: new RegExp(`^${customerName} Customer Express meeting .*Open the details$`),
        })
        .click();
      await expect(expert.getByRole('dialog', { name: 'Meeting details' })).toContainText('Finished');
      await expectAccessible(expert);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  test("the api's end: its clock passes the meeting's end, the room is closed and both land on their feedback", {
    tag: '@mf-meetings',
  }, async ({ browser, baseURL }) => {
    const contexts: BrowserContext[] = [];
    try {
      const call = await bothInTheCall(contexts, () => roomContext(browser, baseURL, { width: 375 }));
      const { customer, meeting } = call;
      // The pages' countdowns still show minutes: only the server ends this call.
      await customer.getByRole('button', { name: 'Chat', exact: true }).click();
      await expect(customer.getByRole('dialog', { name: 'Chat' }).getByRole('timer')).toHaveText(
        /^1[45]:\d\d$/,
      );
      await customer.keyboard.press('Escape');

      const moved = await moveClockTo(customer.request, new Date(Date.parse(meeting.endsAt) + 1_000));
      expect(moved.jobs_run).toBeGreaterThanOrEqual(1);
      expect(await openRooms(customer.request, [meeting.roomId])).toEqual([]);
      const { customerDialog } = await expectFeedbackOpens(call);
      expect((await meetingOf(customer, meeting.meetingId)).status).toBe('finished');
      await expectAccessible(customer);
      await customer.screenshot({ path: test.info().outputPath('room-end-feedback-customer-375.png') });
      await customerDialog.getByRole('button', { name: 'Skip' }).click();
      await expect(customerDialog).toBeHidden();
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
