import { expect, test } from '@playwright/test';
import { bookableExpert, customerMeets, payLastHourWeeksOn } from './support/booking.ts';
import { moveClockTo, readClock } from './support/clock.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { mailsTo } from './support/mailbox.ts';

const DAY = 24 * 3_600_000;

test('a customer books two weeks ahead: the confirmation mail carries the invite, and 24 h before the start the reminder does too', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Signed up from Spain: the api writes to this customer in Spanish.
  const customer = await signUp(page);
  await saveVisa(page);
  const expert = await bookableExpert(page.request, 8);
  await page.goto(`/customer/app/experts/${expert.id}/booking`);
  await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
  await payLastHourWeeksOn(page, 2);

  const [meeting] = (await customerMeets(page)).filter((listed) => listed.expert.id === expert.id);
  if (!meeting) throw new Error('the booked meeting is not listed');
  const { now } = await readClock(page.request);
  expect(Date.parse(meeting.starts_at) - Date.parse(now)).toBeGreaterThan(DAY);
  const expertName = `${expert.first_name} ${expert.last_name}`;
  const uid = new RegExp(`^UID:meeting-${meeting.id}@`, 'm');

  // The booking confirmation, sent by the api's job worker right after the payment.
  await expect
    .poll(async () => (await mailsTo(customer.email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(`Tu reunión con ${expertName} está reservada`);
  const confirmation = (await mailsTo(customer.email)).find((mail) =>
    mail.subject.endsWith('está reservada'),
  );
  expect(confirmation?.icalEvent?.method).toBe('REQUEST');
  expect(confirmation?.icalEvent?.filename).toBe('invite.ics');
  expect(confirmation?.icalEvent?.content).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(confirmation?.icalEvent?.content).toMatch(uid);
  expect(confirmation?.text).toContain(`/customer/app/meetings/room/${meeting.id}`);

  // 24 hours before the start on the api's clock: the reminder is sent by the time the move answers.
  await moveClockTo(page.request, new Date(Date.parse(meeting.starts_at) - DAY));
  const reminder = (await mailsTo(customer.email)).find(
    (mail) => mail.subject === `Recordatorio: tu reunión con ${expertName} es mañana`,
  );
  expect(reminder, 'the 24-hour reminder is in the dev mailbox').toBeDefined();
  expect(reminder?.text).toContain(`/customer/app/meetings/room/${meeting.id}`);
  expect(reminder?.text).toContain('(Europe/Madrid)');
  expect(reminder?.icalEvent?.filename).toBe('invite.ics');
  expect(reminder?.icalEvent?.content).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(reminder?.icalEvent?.content).toMatch(uid);
  const start = new Date(meeting.starts_at).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(reminder?.icalEvent?.content).toContain(`DTSTART:${start}`);
});
