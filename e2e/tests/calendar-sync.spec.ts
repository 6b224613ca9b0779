import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  bookingApi,
  catalogApi,
  expertProfileApi,
  meetingApi,
  paymentApi,
  type RateSlug,
  scheduleApi,
} from 'shared-contracts';
import { type CalDavServer, startCalDavServer } from 'stand-ins/caldav';
import { type CalDavUser, makeCalendar, putEvent, readEvents } from 'stand-ins/caldav/testing';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { readClock } from './support/clock.ts';
import { callRoute } from './support/contract.ts';
import { csrfHeader, saveVisa, signUp } from './support/customers.ts';
import { newExpert, registerExpertByApi, typeInto } from './support/expert-signup.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test.use({ timezoneId: 'Europe/Madrid' });

const RATE: RateSlug = 'short';
const CALENDAR_USER = 'marta';
const CALENDAR_PASSWORD = 'marta-app-password';

let server: CalDavServer;
/** The calendar the expert connects (its path on the server, as made). */
let workCalendar = '';
test.beforeAll(async () => {
  server = await startCalDavServer({ users: { [CALENDAR_USER]: CALENDAR_PASSWORD } });
});
test.afterAll(async () => {
  await server?.stop();
});

const owner = (): CalDavUser => ({ url: server.url, user: CALENDAR_USER, password: CALENDAR_PASSWORD });

/** The next Monday after `now` and the dates around it, as yyyy-MM-dd (Madrid and UTC agree at noon). */
function comingWeek(now: string) {
  const day = new Date(now);
  day.setUTCHours(12, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 1);
  const plus = (days: number) => new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { monday: plus(0), tuesday: plus(1), nextMonday: plus(7) };
}

/** A weekly event from `date` 10:00 to 11:00 in Madrid, as a calendar app writes it. */
const weeklyDentist = (date: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//EN',
    'BEGIN:VEVENT',
    'UID:dentist@e2e',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Madrid:${date.replaceAll('-', '')}T100000`,
    `DTEND;TZID=Europe/Madrid:${date.replaceAll('-', '')}T110000`,
    'RRULE:FREQ=WEEKLY',
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** A new expert on a Pro plan, Monday to Friday 09:00–13:00 in Madrid, with a price for the short rate. */
async function bookableExpert(page: Page): Promise<number> {
  await registerExpertByApi(page, newExpert());
  await saveVisa(page);
  await page.goto('/experts/get-started?step=4');
  await page.getByRole('radio', { name: 'Pro' }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription completed successfully')).toBeVisible();
  const csrf = await csrfHeader(page);
  await callRoute(
    page.request,
    scheduleApi.saveWeek,
    {
      body: {
        schedules: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({
          weekday,
          start_time: '09:00',
          end_time: '13:00',
        })),
      },
    },
    csrf,
  );
  const rate = (await callRoute(page.request, catalogApi.rates)).data.find((item) => item.slug === RATE);
  await callRoute(
    page.request,
    expertProfileApi.ratePrice,
    { params: { slug: RATE }, body: { price: rate?.minprice ?? 40 } },
    csrf,
  );
  return (await callRoute(page.request, expertProfileApi.profile)).data.id;
}

async function hoursOn(customer: Page, expertId: number, date: string): Promise<string[]> {
  const { data } = await callRoute(customer.request, bookingApi.availability, {
    params: { id: expertId },
    query: { date, rate: RATE },
  });
  return data.map((slot) => slot.start_time.slice(11));
}

/** The bookings calendar's events that carry the meeting's UID. */
async function eventsOf(meetingId: number): Promise<string[]> {
  const events = [...(await readEvents(owner(), workCalendar)).values()];
  return events.filter((ics) => ics.includes(`UID:meeting-${meetingId}@`));
}

test(
  "an expert connects a Radicale calendar by keyboard; its weekly event takes those hours from customers, and a customer's booking is written, moved and deleted in it",
  { tag: '@mf-expert-studio' },
  async ({ page: expert, browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const expertId = await bookableExpert(expert);
    workCalendar = await makeCalendar(owner(), 'work', 'Work');

    // The page, from the top bar, in English at 1280 px; the form is the page's first content.
    await expert.goto('/experts/app');
    await press(expert, expert.getByRole('link', { name: 'Calendars' }));
    await expect(expert.getByRole('heading', { name: 'Calendars', level: 1 })).toBeVisible();
    const form = expert.getByRole('form', { name: 'Connect a calendar account' });
    await expect(form).toBeVisible();
    await expectAccessible(expert);
    await shoot(expert, testInfo, 'calendars-empty-en-1280');

    // By keyboard: another server, a wrong app password first (refused on its field), then the right one.
    const service = form.getByRole('combobox', { name: 'Service' });
    await service.focus();
    await expert.keyboard.press('ControlOrMeta+A');
    await expert.keyboard.type('Another');
    await expect(expert.getByRole('option', { name: 'Another CalDAV server' })).toBeVisible();
    await expert.keyboard.press('ArrowDown');
    await expert.keyboard.press('Enter');
    await expect(service).toHaveValue('Another CalDAV server');
    const address = form.getByRole('textbox', { name: 'Server address' });
    await typeInto(expert, address, `${server.url}/`);
    await typeInto(expert, form.getByRole('textbox', { name: 'User name' }), CALENDAR_USER);
    const password = form.getByLabel('App password');
    await typeInto(expert, password, 'a-guess');
    await press(expert, form.getByRole('button', { name: 'Connect' }));
    await expect(form.getByText('The calendar server refused this user name and app password')).toBeVisible();
    await expectAccessible(expert);
    await shoot(expert, testInfo, 'calendars-refused-en-1280');
    await password.focus();
    await expert.keyboard.press('ControlOrMeta+A');
    await expert.keyboard.type(CALENDAR_PASSWORD);
    await press(expert, form.getByRole('button', { name: 'Connect' }));
    await expect(expert.getByText('Calendar account connected')).toBeVisible();
    const account = expert.getByRole('region', { name: new URL(server.url).host });
    await expect(account.getByRole('checkbox', { name: 'Work blocks busy times' })).toBeChecked();
    await expect(account.getByRole('radio', { name: 'Write bookings to Work' })).toBeChecked();
    await expect(account.getByText(/^Last synced /)).toBeVisible();
    // Its uses, chosen by keyboard: off, then on again.
    const blocks = account.getByRole('checkbox', { name: 'Work blocks busy times' });
    await press(expert, blocks, 'Space');
    await expect(blocks).not.toBeChecked();
    await expect(expert.getByText('Calendar settings saved').first()).toBeVisible();
    await press(expert, blocks, 'Space');
    await expect(blocks).toBeChecked();
    await expectAccessible(expert);
    await shoot(expert, testInfo, 'calendars-connected-en-1280');

    // The customer, in a browser of their own, sees next Monday's hours; then a weekly event is added.
    const customerContext = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: 'Europe/Madrid',
    });
    try {
      const customer = await customerContext.newPage();
      await signUp(customer);
      await saveVisa(customer);
      const { now } = await readClock(customer.request);
      const week = comingWeek(now);
      expect(await hoursOn(customer, expertId, week.monday)).toContain('10:00');

      await putEvent(owner(), workCalendar, 'dentist.ics', weeklyDentist(week.monday));
      await press(expert, account.getByRole('button', { name: 'Sync now' }));
      await expect(expert.getByText('Calendars synced')).toBeVisible();
      for (const monday of [week.monday, week.nextMonday]) {
        const hours = await hoursOn(customer, expertId, monday);
        expect(hours, monday).not.toContain('10:00');
        expect(hours, monday).not.toContain('10:30');
        expect(hours, monday).toEqual(expect.arrayContaining(['09:00', '09:30', '11:00', '12:30']));
      }

      // A booking is written to the calendar with the meeting's UID, moved with the meeting, deleted with it.
      const [card] = (await callRoute(customer.request, paymentApi.cards)).data;
      const booked = await callRoute(
        customer.request,
        bookingApi.book,
        {
          params: { id: expertId },
          body: { date: week.tuesday, rate: RATE, start_time: '09:00', payment_method_id: card?.id ?? '' },
        },
        { ...(await csrfHeader(customer)), 'Idempotency-Key': randomUUID() },
      );
      if (!('id' in booked.data)) throw new Error('the booking waits for a bank step');
      const meetingId = booked.data.id;
      await expect
        .poll(async () => (await eventsOf(meetingId)).join(), { timeout: 20_000 })
        .toContain(`DTSTART:${week.tuesday.replaceAll('-', '')}T080000Z`);
      await callRoute(
        customer.request,
        meetingApi.reschedule,
        { params: { id: meetingId }, body: { date: week.tuesday, start_time: `${week.tuesday} 11:00` } },
        await csrfHeader(customer),
      );
      await expect
        .poll(async () => (await eventsOf(meetingId)).join(), { timeout: 20_000 })
        .toContain(`DTSTART:${week.tuesday.replaceAll('-', '')}T100000Z`);
      expect(await eventsOf(meetingId)).toHaveLength(1);
      await callRoute(
        customer.request,
        meetingApi.cancel,
        { params: { id: meetingId }, body: { reason: 'Plans changed.' } },
        await csrfHeader(customer),
      );
      await expect.poll(async () => (await eventsOf(meetingId)).length, { timeout: 20_000 }).toBe(0);
    } finally {
      await customerContext.close();
    }

    // In Spanish at 375 px; then the server goes down: the page says so, the busy times stay.
    await expert.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(expert.getByRole('heading', { name: 'Calendarios', level: 1 })).toBeVisible();
    await expert.setViewportSize({ width: 375, height: 800 });
    // Both columns of each calendar in sight, with no sideways scroll of the table.
    await expect(account.getByRole('columnheader', { name: 'Recibe reservas' })).toBeInViewport({ ratio: 1 });
    await expectAccessible(expert);
    await shoot(expert, testInfo, 'calendars-es-375');
    await server.stop();
    await press(expert, account.getByRole('button', { name: 'Sincronizar ahora' }));
    await expect(
      account.getByText(
        'No se pudo contactar con el servidor de calendario. Siguen aplicándose tus horas ocupadas de la última sincronización.',
      ),
    ).toBeVisible();
    await expectAccessible(expert);
    await shoot(expert, testInfo, 'calendars-down-es-375');
    expect(await expert.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  },
);
