import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert, customerMeets, payLastHourWeeksOn } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { DEMO_EXPERT, realtimeReady, signInDemoExpert } from './support/experts.ts';

/** Every run of white space as one: Intl separates a time range with thin and narrow spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

test("the expert, signed in in another browser, gets the booking's notification live as a toast", {
  tag: '@mf-booking',
}, async ({ page, browser, baseURL }) => {
  // The expert's own browser, in the expert's time zone.
  const expertContext = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: DEMO_EXPERT.timezone,
    viewport: { width: 1280, height: 900 },
  });
  const expertPage = await expertContext.newPage();
  const listening = realtimeReady(expertPage);
  await signInDemoExpert(expertPage);
  await listening;
  await expectAccessible(expertPage);

  // A customer books the demo expert (the first expert of the demo data). booking.spec.ts books
  // the first hour of the next available date of the same expert, at the same time: this one
  // opens the booking a week later (the booking's state is in its URL, as a shared link carries
  // it) and takes that date's last hour.
  const customer = await signUp(page);
  await saveVisa(page);
  const expertId = await anExpert(page.request);
  await page.goto(`/customer/app/experts/${expertId}/booking`);
  await expect(
    page.getByRole('heading', {
      name: `Book a meeting with ${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`,
    }),
  ).toBeVisible();
  await payLastHourWeeksOn(page, 1);
  // The customer's own page is told too, naming the expert.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Meeting booked' })
      .filter({
        hasText: `Your meeting with ${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName} is booked:`,
      }),
  ).toBeVisible();
  const [meeting] = await customerMeets(page);
  expect(meeting?.expert.id).toBe(expertId);

  // The expert's page shows it without a reload: who booked, and when, in the expert's zone.
  const when = new Intl.DateTimeFormat('en', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: DEMO_EXPERT.timezone,
  }).formatRange(new Date(meeting?.starts_at ?? ''), new Date(meeting?.ends_at ?? ''));
  // Other suites book the demo expert at the same time: this customer's toast is the one.
  const toast = expertPage
    .getByRole('alert')
    .filter({ hasText: 'New meeting booked' })
    .filter({ hasText: `${customer.firstName} ${customer.lastName}` });
  await expect(toast).toBeVisible();
  const text = spaced((await toast.textContent()) ?? '');
  expect(text).toContain(
    spaced(`${customer.firstName} ${customer.lastName} booked a meeting with you: ${when}`),
  );
  await expect(expertPage).toHaveURL(/\/experts\/app$/);
  await expectAccessible(expertPage);
  await expertContext.close();
});
