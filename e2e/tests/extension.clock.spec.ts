import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { moveClockTo, readClock } from './support/clock.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { meetingOf, meetingStartingNow } from './support/meetings.ts';
import { expectRemoteVideoPlaying, joinCall, ROOM_LAUNCH_OPTIONS, roomContext } from './support/room.ts';

test.use({ launchOptions: ROOM_LAUNCH_OPTIONS });

const FIVE_MINUTES = 5 * 60_000;

/** The call's countdown in seconds ("04:05", "1:02:05"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

test("more time in the call: the customer asks, the expert accepts, the customer pays; 'No, I am busy' the next time", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  const context = async () => {
    const made = await roomContext(browser, baseURL);
    contexts.push(made);
    return made.newPage();
  };
  try {
    // The pages keep real time: the room's tokens expire in real time plus what is left.
    const customer = await context();
    const expert = await context();
    const meeting = await meetingStartingNow(customer, { expertPage: expert });
    const customerName = meeting.customer.firstName;

    await customer.goto(`/customer/app/meetings/room/${meeting.meetingId}`);
    await joinCall(customer);
    await expert.goto(`/experts/app/meetings/room/${meeting.meetingId}`);
    await joinCall(expert);
    await expect(customer.getByTestId('remote-video')).toHaveAccessibleName(
      `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`,
    );
    await expectRemoteVideoPlaying(customer);

    // The meeting's last 5 minutes: the api offers more time to the customer, live.
    await moveClockTo(customer.request, new Date(Date.parse(meeting.endsAt) - FIVE_MINUTES + 1_000));
    await expect(customer.getByText("You're running out of time")).toBeVisible();
    await customer.getByRole('button', { name: 'Request more time' }).click();
    await expect(
      customer.getByText(`Waiting for ${DEMO_EXPERT.firstName} to answer`, { exact: false }),
    ).toBeVisible();

    // The expert is asked, live, and accepts.
    await expect(expert.getByText(`${customerName} asks for more time`)).toBeVisible();
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('extension-expert-asked.png') });
    await expert.getByRole('button', { name: 'Yes, I am available' }).click();
    await expect(
      expert.getByText(`the meeting is extended once ${customerName} pays`, { exact: false }),
    ).toBeVisible();

    // The customer extends, on a phone-sized screen: a rate with its price, then the saved Visa and Pay.
    await customer.setViewportSize({ width: 375, height: 800 });
    await expect(customer.getByText(`${DEMO_EXPERT.firstName} is available for more time`)).toBeVisible();
    await customer.screenshot({ path: test.info().outputPath('extension-accepted-375.png') });
    const customerBefore = await secondsLeft(customer);
    const expertBefore = await secondsLeft(expert);
    await customer.getByRole('button', { name: 'Extend this meeting' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Extend this meeting' });
    await dialog.getByRole('radio', { name: /^Express · 15 min/ }).check();
    await expect(dialog.getByLabel('Price of the extension')).toContainText('Total');
    await expectAccessible(customer);
    await customer.screenshot({ path: test.info().outputPath('extension-rate-step.png') });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('radio', { name: /Ending/ }).first()).toBeChecked();
    await customer.screenshot({ path: test.info().outputPath('extension-pay-step.png') });
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(customer.getByText('Meeting extended').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The api moved the end by 15 minutes; both countdowns follow their new token (what is left
    // on the api's clock), the call never dropped.
    const extended = await meetingOf(customer, meeting.meetingId);
    expect(Date.parse(extended.ends_at) - Date.parse(meeting.endsAt)).toBe(15 * 60_000);
    const { now } = await readClock(customer.request);
    const left = (Date.parse(extended.ends_at) - Date.parse(now)) / 1000;
    for (const [page, before] of [
      [customer, customerBefore],
      [expert, expertBefore],
    ] as const) {
      await expect.poll(() => secondsLeft(page)).toBeGreaterThan(before);
      expect(Math.abs((await secondsLeft(page)) - left)).toBeLessThan(30);
      await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
      await expectRemoteVideoPlaying(page);
    }

    // The new end's last 5 minutes: asked again, the expert is busy this time.
    await moveClockTo(customer.request, new Date(Date.parse(extended.ends_at) - FIVE_MINUTES + 1_000));
    await customer.getByRole('button', { name: 'Request more time' }).click();
    await expert.getByRole('button', { name: 'No, I am busy' }).click();
    await expect(
      customer.getByText(`${DEMO_EXPERT.firstName} is busy right after this meeting: the call ends on time.`),
    ).toBeVisible();
    await expect(expert.getByText(`${customerName} asks for more time`)).toBeHidden();
    await customer.screenshot({ path: test.info().outputPath('extension-declined.png') });
    expect((await meetingOf(customer, meeting.meetingId)).ends_at).toBe(extended.ends_at);
  } finally {
    for (const made of contexts) await made.close();
  }
});
