import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { moveClockTo, readClock } from './support/clock.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { press } from './support/keyboard.ts';
import { meetingOf, meetingStartingNow } from './support/meetings.ts';
import {
  expectRemoteVideoPlaying,
  joinCall,
  ROOM_LAUNCH_OPTIONS,
  ROOM_WORDS,
  roomContext,
} from './support/room.ts';

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

test("more time in the call, by keyboard alone: the customer asks, the expert (in Spanish) accepts, the customer pays; 'No, estoy ocupado' the next time", {
  tag: ['@mf-meetings', '@mf-payments'],
}, async ({ browser, baseURL }) => {
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
    const meeting = await meetingStartingNow(customer, { expertPage: expert, freeAfter: true });
    const customerName = meeting.customer.firstName;

    await customer.goto(`/customer/app/meetings/room/${meeting.meetingId}`);
    await joinCall(customer, 'keyboard');
    await expert.goto('/experts/app');
    await expert.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(expert.locator('html')).toHaveAttribute('lang', 'es');
    await expert.goto(`/experts/app/meetings/room/${meeting.meetingId}`);
    await joinCall(expert, 'keyboard', ROOM_WORDS.es);
    await expect(customer.getByTestId('remote-video')).toHaveAccessibleName(
      `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`,
    );
    await expectRemoteVideoPlaying(customer);

    // The meeting's last 5 minutes: the api offers more time to the customer, live.
    await moveClockTo(customer.request, new Date(Date.parse(meeting.endsAt) - FIVE_MINUTES + 1_000));
    await expect(customer.getByText("You're running out of time")).toBeVisible();
    await expectAccessible(customer);
    await customer.screenshot({ path: test.info().outputPath('extension-offered-1280.png') });
    await press(customer, customer.getByRole('button', { name: 'Request more time' }));
    await expect(
      customer.getByText(`Waiting for ${DEMO_EXPERT.firstName} to answer`, { exact: false }),
    ).toBeVisible();

    // The expert is asked, live, and accepts.
    await expect(expert.getByText(`${customerName} pide más tiempo`)).toBeVisible();
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('extension-expert-asked-es-1280.png') });
    await press(expert, expert.getByRole('button', { name: 'Sí, estoy disponible' }));
    await expect(
      expert.getByText(`la reunión se extiende en cuanto ${customerName} pague`, { exact: false }),
    ).toBeVisible();
    await expectAccessible(expert);

    // The customer extends, on a phone-sized screen: a rate with its price, then the saved Visa and Pay.
    await customer.setViewportSize({ width: 375, height: 800 });
    await expect(customer.getByText(`${DEMO_EXPERT.firstName} is available for more time`)).toBeVisible();
    await customer.screenshot({ path: test.info().outputPath('extension-accepted-375.png') });
    const customerBefore = await secondsLeft(customer);
    const expertBefore = await secondsLeft(expert);
    await press(customer, customer.getByRole('button', { name: 'Extend this meeting' }));
    const dialog = customer.getByRole('dialog', { name: 'Extend this meeting' });
    const express = dialog.getByRole('radio', { name: /^Express · 15 min/ });
    await press(customer, express, 'Space');
    await expect(express).toBeChecked();
    await expect(dialog.getByLabel('Price of the extension')).toContainText('Total');
    await expectAccessible(customer);
    await customer.screenshot({ path: test.info().outputPath('extension-rate-step-375.png') });
    await press(customer, dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('radio', { name: /Ending/ }).first()).toBeChecked();
    await expectAccessible(customer);
    await customer.screenshot({ path: test.info().outputPath('extension-pay-step-375.png') });
    await press(customer, dialog.getByRole('button', { name: /^Pay / }));
    await expect(customer.getByText('Meeting extended').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The api moved the end by 15 minutes; both countdowns follow their new token (what is left
    // on the api's clock), the call never dropped.
    const extended = await meetingOf(customer, meeting.meetingId);
    expect(Date.parse(extended.ends_at) - Date.parse(meeting.endsAt)).toBe(15 * 60_000);
    const { now } = await readClock(customer.request);
    const left = (Date.parse(extended.ends_at) - Date.parse(now)) / 1000;
    for (const [page, before, words] of [
      [customer, customerBefore, ROOM_WORDS.en],
      [expert, expertBefore, ROOM_WORDS.es],
    ] as const) {
      await expect.poll(() => secondsLeft(page)).toBeGreaterThan(before);
      expect(Math.abs((await secondsLeft(page)) - left)).toBeLessThan(30);
      await expect(page.getByRole('toolbar', { name: words.controls })).toBeVisible();
      await expectRemoteVideoPlaying(page);
    }

    // The new end's last 5 minutes: asked again, the expert is busy this time.
    await moveClockTo(customer.request, new Date(Date.parse(extended.ends_at) - FIVE_MINUTES + 1_000));
    await press(customer, customer.getByRole('button', { name: 'Request more time' }));
    await expert.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('extension-expert-asked-es-375.png') });
    await press(expert, expert.getByRole('button', { name: 'No, estoy ocupado' }));
    await expect(
      customer.getByText(`${DEMO_EXPERT.firstName} is busy right after this meeting: the call ends on time.`),
    ).toBeVisible();
    await expect(expert.getByText(`${customerName} pide más tiempo`)).toBeHidden();
    await expectAccessible(customer);
    await customer.screenshot({ path: test.info().outputPath('extension-declined-375.png') });
    expect((await meetingOf(customer, meeting.meetingId)).ends_at).toBe(extended.ends_at);
  } finally {
    for (const made of contexts) await made.close();
  }
});
