import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { discoveryApi, type ExpertSummary, type Meeting, meetingApi } from 'shared-contracts';
import { callRoute } from './contract.ts';
import { DEMO_EXPERT } from './experts.ts';

/**
 * The demo expert (the demo expert login, Eva), as a guest finds them by name. Not "the first of the
 * list": suites that sign new experts up put them first (newest first).
 */
export async function anExpert(request: APIRequestContext): Promise<number> {
  const { data } = await callRoute(request, discoveryApi.searchExperts, {
    query: { s: DEMO_EXPERT.lastName, per_page: 30 },
  });
  const expert = data.find(
    (item) => item.first_name === DEMO_EXPERT.firstName && item.last_name === DEMO_EXPERT.lastName,
  );
  if (!expert) throw new Error('the demo expert is not in the demo data');
  return expert.id;
}

/**
 * The `n`-th (0-based) available expert of the demo data after the demo expert. Suites that book
 * each take an `n` of their own, so that suites running side by side (one database per run) never
 * book the same expert's hours; the demo expert belongs to booking.spec.ts and the expert login.
 */
export async function bookableExpert(request: APIRequestContext, n: number): Promise<ExpertSummary> {
  const { data } = await callRoute(request, discoveryApi.searchExperts, { query: { per_page: 60 } });
  // Newest first: experts signed up by other suites come before the demo expert; the demo data after.
  const demo = data.findIndex(
    (item) => item.first_name === DEMO_EXPERT.firstName && item.last_name === DEMO_EXPERT.lastName,
  );
  const expert = data.slice(demo + 1).filter((item) => item.is_available)[n];
  if (!expert) throw new Error(`no available expert #${n} in the demo data`);
  return expert;
}

/** The signed-in customer's meetings, as GET /api/v1/meets lists them. */
export async function customerMeets(page: Page): Promise<Meeting[]> {
  return (await callRoute(page.request, meetingApi.list)).data;
}

/** The hour radios of step 1 ("15:00 – 15:30", in the customer's zone). */
export function hourRadios(page: Page): Locator {
  return page.getByRole('radio', { name: /^\d\d:\d\d – \d\d:\d\d/ });
}

/**
 * Step 1 on the next available date: presses "Next available", waits for its hours and picks the
 * second, returning the label of the hour chosen.
 */
export async function pickNextAvailableHour(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^(Next available|Próxima fecha libre)/ }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/);
  const hours = hourRadios(page);
  await expect(hours.first()).toBeVisible();
  // The very first hour of today starts less than a quarter of an hour after the lead time, so it
  // can drop out of the list while the test runs (then Back finds it gone): the second is taken,
  // and a date with fewer than two hours is passed for the next one that has two.
  const noHours = page.getByText(/^(No free hours on|No hay horas libres el) /);
  const url = new URL(page.url());
  const day = new Date(`${url.searchParams.get('date')}T12:00:00Z`);
  for (let tries = 0; (await hours.count()) < 2; tries += 1) {
    expect(tries, 'dates with fewer than two free hours').toBeLessThan(7);
    day.setUTCDate(day.getUTCDate() + 1);
    url.searchParams.set('date', day.toISOString().slice(0, 10));
    await page.goto(`${url.pathname}?${url.searchParams}`);
    await expect(hours.first().or(noHours)).toBeVisible();
  }
  const hour = hours.nth(1);
  const label = await labelOf(hour);
  // The hour lives in the URL (?hour=): checked once the page has read it back.
  await hour.click();
  await expect(hour).toBeChecked();
  return label;
}

/** The accessible name of a radio: Mantine ties the visible label to the input. */
async function labelOf(radio: Locator): Promise<string> {
  return radio.evaluate((input) => {
    const id = input.getAttribute('id');
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
    return label?.textContent?.trim() ?? '';
  });
}

/** Continue from step 1; the hold is granted and the checkout shows. */
export async function continueToCheckout(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2: checkout')).toBeVisible();
  await expect(page.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();
}

/** Pays, then sends a comment from 'Request Received'; ends on the customer home. */
export async function payAndComment(page: Page, comment: string) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const received = page.getByRole('dialog', { name: 'Request Received' });
  await expect(received).toBeVisible();
  await received.getByRole('textbox', { name: 'Comments' }).fill(comment);
  await received.getByRole('button', { name: 'Send comments' }).click();
  await expect(page.getByText('Comments sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/app$/);
}

/**
 * On step 1 with a saved Visa: the first date from `weeks` weeks after the next available one that
 * still has a free hour (another suite may have filled that date meanwhile), its last hour,
 * checkout and Pay, up to 'Request Received'. Suites that book one expert side by side each take
 * their own week, so that they never want the same hour.
 */
export async function payLastHourWeeksOn(page: Page, weeks: number) {
  await page.getByRole('button', { name: /^Next available/ }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/);
  const url = new URL(page.url());
  const day = new Date(`${url.searchParams.get('date')}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * weeks);
  const lastHour = hourRadios(page).last();
  const noHours = page.getByText(/^No free hours on /);
  const tried: string[] = [];
  for (; tried.length < 7; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    url.searchParams.set('date', date);
    await page.goto(`${url.pathname}?${url.searchParams}`);
    await expect(lastHour.or(noHours)).toBeVisible();
    if (await lastHour.isVisible()) break;
    tried.push(date);
  }
  expect(tried, 'dates without a free hour').not.toHaveLength(7);
  await lastHour.click();
  await expect(lastHour).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Request Received' })).toBeVisible();
}
