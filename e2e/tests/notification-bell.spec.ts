import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert, customerMeets, payLastHourWeeksOn } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { DEMO_EXPERT, realtimeReady, signInDemoExpert } from './support/experts.ts';
import { shoot } from './support/screenshots.ts';

/** Every run of white space as one: Intl separates a time range with thin and narrow spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

interface Words {
  bell: RegExp;
  none: string;
  panel: string;
  clear: string;
  empty: string;
  booked: (name: string, when: string) => string;
}

const EN: Words = {
  bell: /^Notifications, (\d+) unread$/,
  none: 'Notifications, none unread',
  panel: 'Notifications',
  clear: 'Clear',
  empty: 'No notifications',
  booked: (name, when) => `${name} booked a meeting with you: ${when}`,
};

const ES: Words = {
  bell: /^Notificaciones, (\d+) sin leer$/,
  none: 'Notificaciones, ninguna sin leer',
  panel: 'Notificaciones',
  clear: 'Borrar',
  empty: 'No hay notificaciones',
  booked: (name, when) => `${name} reservó una reunión contigo: ${when}`,
};

/**
 * The demo expert signed in in a browser of their own, its socket listening. The browser is on a
 * trip (New York): the bell still writes times in the profile's zone (Stockholm), not the browser's.
 */
async function expertBrowser(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  const page = await context.newPage();
  const listening = realtimeReady(page);
  await signInDemoExpert(page);
  await listening;
  return { context, page };
}

/** The bell in the top bar, whatever its count says. */
const bellOf = (page: Page, words: Words) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${words.panel},`) });

/** Opens the panel with the keyboard (the bell is a button) and returns it. */
async function openPanel(page: Page, words: Words) {
  const bell = bellOf(page, words);
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: words.panel });
  await expect(panel).toBeVisible();
  return panel;
}

/** Clears what earlier runs and suites left, so the count starts at none. */
async function clearAll(page: Page, words: Words) {
  const panel = await openPanel(page, words);
  const clear = panel.getByRole('button', { name: words.clear });
  await expect(panel.getByRole('status')).toHaveCount(0);
  if (await clear.isEnabled()) await clear.click();
  await expect(panel.getByText(words.empty)).toBeVisible();
  await expect(bellOf(page, words)).toHaveAccessibleName(words.none);
  return panel;
}

/**
 * The customer books the demo expert `weeksOn` weeks after the next available date, that date's
 * last hour. booking.spec.ts takes the first hours of the next available date and
 * booking-expert.spec.ts the last hour a week on; these take two and three weeks on (the demo
 * expert's plan runs 30 days), so suites running side by side never want the same hour.
 */
async function bookDemoExpert(page: Page, weeksOn: number) {
  const customer = await signUp(page);
  await saveVisa(page);
  const expertId = await anExpert(page.request);
  await page.goto(`/customer/app/experts/${expertId}/booking`);
  await payLastHourWeeksOn(page, weeksOn);
  const meeting = (await customerMeets(page)).find((item) => item.expert.id === expertId);
  expect(meeting).toBeDefined();
  return { customer, meeting: meeting as NonNullable<typeof meeting> };
}

/** "November 27, 2026, 15:00 – 15:30" (24-hour, as the spec writes times) as the bell writes it, in the expert's profile zone. */
function whenFor(meeting: { starts_at: string; ends_at: string }, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: DEMO_EXPERT.timezone,
  }).formatRange(new Date(meeting.starts_at), new Date(meeting.ends_at));
}

/** The expert's bell counts the booking live, lists it, and Clear empties it. */
async function journey(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  testInfo: TestInfo,
  { width, words, locale, weeksOn }: { width: number; words: Words; locale: 'en' | 'es'; weeksOn: number },
) {
  const expert = await expertBrowser(browser, baseURL, width);
  const ep = expert.page;
  if (locale === 'es') {
    await ep.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(bellOf(ep, words)).toBeVisible();
  }
  // At a phone's width the bell stays in the top bar, beside the menu button.
  await expect(bellOf(ep, words)).toBeVisible();

  let panel = await clearAll(ep, words);
  await expectAccessible(ep);
  await shoot(ep, testInfo, `empty-${locale}-${width}`, false);
  await ep.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bellOf(ep, words)).toBeFocused();

  const { customer, meeting } = await bookDemoExpert(page, weeksOn);

  // Without a reload: the count goes up (other suites may book this expert at the same time) …
  await expect(bellOf(ep, words)).toHaveAccessibleName(words.bell);
  const name = (await bellOf(ep, words).getAttribute('aria-label')) ?? '';
  expect(Number(words.bell.exec(name)?.[1])).toBeGreaterThanOrEqual(1);
  await expect(ep).toHaveURL(/\/experts\/app$/);

  // … and the list shows the booking: who, when (the profile's zone), a link to the meetings.
  panel = await openPanel(ep, words);
  const item = panel
    .getByRole('listitem')
    .filter({ hasText: `${customer.firstName} ${customer.lastName}` })
    .first();
  await expect(item).toBeVisible();
  expect(spaced((await item.textContent()) ?? '')).toContain(
    spaced(words.booked(`${customer.firstName} ${customer.lastName}`, whenFor(meeting, locale))),
  );
  await expect(item.getByRole('link')).toHaveAttribute('href', '/experts/app/meetings');
  await expectAccessible(ep);
  await shoot(ep, testInfo, `booked-${locale}-${width}`, false);

  await panel.getByRole('button', { name: words.clear }).click();
  await expect(panel.getByText(words.empty)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(bellOf(ep, words)).toHaveAccessibleName(words.none);
  await ep.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The clear was stored: a reload still has none (unless another suite booked meanwhile).
  await ep.reload();
  panel = await openPanel(ep, words);
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(panel.getByRole('listitem').filter({ hasText: customer.lastName })).toHaveCount(0);
  await expert.context.close();
}

test('the demo expert’s bell counts a booking live, lists it, and Clear empties it (en, 1280 px)', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await journey({ page, browser, baseURL }, testInfo, { width: 1280, words: EN, locale: 'en', weeksOn: 2 });
});

test('the same at 375 px in Spanish: the bell stays in the top bar', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await journey({ page, browser, baseURL }, testInfo, { width: 375, words: ES, locale: 'es', weeksOn: 3 });
});
