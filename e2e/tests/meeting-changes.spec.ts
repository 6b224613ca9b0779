import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert, hourRadios } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { DEMO_EXPERT, demoExpertBrowser, realtimeReady, signInDemoExpert } from './support/experts.ts';
import { press } from './support/keyboard.ts';
import { bookMeeting, meetingOf } from './support/meetings.ts';
import { shoot } from './support/screenshots.ts';
import { refundsAtProvider } from './support/stripe.ts';

/**
 * A new customer with a saved card and a meeting booked and paid with the demo expert, `daysAhead`
 * days after the expert's next free date (each test its own day, so the suites do not meet).
 */
async function customerWithMeeting(page: Page, daysAhead: number) {
  const customer = await signUp(page);
  await saveVisa(page);
  const booked = await bookMeeting(page, await anExpert(page.request), daysAhead);
  const paid = (await meetingOf(page, booked.id)).booking.total;
  return { customer, booked, paid };
}

/**
 * A customer with a booked meeting of the demo expert, watching their meetings page (its realtime
 * socket ready), and the row of that meeting, still 'Booked'.
 */
async function customerWatching(page: Page, daysAhead: number) {
  const meeting = await customerWithMeeting(page, daysAhead);
  const listening = realtimeReady(page);
  await page.goto('/customer/app/meetings');
  await listening;
  const customerRow = rowOf(page, DEMO_EXPERT.lastName);
  await expect(customerRow).toContainText('Booked');
  return { ...meeting, customerRow };
}

/** The demo expert signed in, in a second browser: Spanish on a phone (close `context` when done). */
async function spanishExpertOnPhone(browser: Browser, baseURL: string | undefined) {
  const context = await demoExpertBrowser(browser, baseURL, { locale: 'es-ES', width: 375, height: 800 });
  const expert = await context.newPage();
  // A Spanish browser gets the login page in Spanish from its first HTML (Accept-Language); the
  // EN/ES switch then makes the choice the device's, for the expert area's pages too.
  await expert.goto('/experts/login');
  await expect(expert.locator('html')).toHaveAttribute('lang', 'es');
  await expert.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO_EXPERT.email);
  await expert.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_EXPERT.password);
  await expert.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(expert).toHaveURL(/\/experts\/app$/);
  await expert.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  await expect(expert.locator('html')).toHaveAttribute('lang', 'es');
  return { context, expert };
}

/** The row of a meeting in the list: a button that opens its details, named with the counterpart. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`${name}.*Open the details`) });

test(
  'a customer cancels two days ahead by keyboard alone: the full refund is said first, then made at the provider',
  { tag: ['@mf-meetings', '@mf-booking'] },
  async ({ page }, testInfo) => {
    const { booked, paid } = await customerWithMeeting(page, 9);

    // By keyboard alone.
    await page.goto('/customer/app/meetings');
    await press(page, rowOf(page, `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`));
    const details = page.getByRole('dialog', { name: 'Meeting details' });
    await press(page, details.getByRole('button', { name: 'Cancel meeting' }));
    const step = page.getByRole('dialog', { name: 'Cancel meeting' });
    const amount = `$${paid.toFixed(2)}`;
    await expect(step.getByRole('status')).toHaveText(
      `You will be refunded ${amount} in full (what you paid: ${amount}).`,
    );
    await expect(step.getByRole('button', { name: 'Back' })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, testInfo, 'cancel-customer-1280', false);
    await step
      .getByRole('textbox', { name: 'A word to the expert (optional)' })
      .fill('Something came up, sorry.');
    await step.getByRole('button', { name: 'Confirm cancellation' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Meeting cancelled' })).toBeVisible();
    await expect(details.getByText(/You cancelled this meeting on/)).toBeVisible();
    await expect(details.getByText(`${amount} refunded to the customer.`)).toBeVisible();
    await expect(details.getByRole('link', { name: 'Go to the meeting room' })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(rowOf(page, DEMO_EXPERT.lastName)).toContainText('Cancelled');
    // At the provider: one refund of everything the customer paid.
    await expect.poll(() => refundsAtProvider(booked.id)).toEqual([Math.round(paid * 100)]);
  },
);

test(
  "the expert cancels: the customer's open page is told at once, and the refund is made",
  { tag: ['@mf-meetings', '@mf-booking'] },
  async ({ page, browser, baseURL }, testInfo) => {
    const { customer, booked, paid, customerRow } = await customerWatching(page, 11);
    const { context: expertContext, expert } = await spanishExpertOnPhone(browser, baseURL);
    try {
      // By keyboard alone.
      await expert.goto('/experts/app/meetings');
      const search = expert.getByRole('searchbox', { name: 'Buscar por cliente' });
      await search.focus();
      await expert.keyboard.type(customer.lastName);
      await expert.keyboard.press('Enter');
      await press(
        expert,
        expert.getByRole('button', { name: new RegExp(`${customer.lastName}.*Abrir los detalles`) }),
      );
      const details = expert.getByRole('dialog', { name: 'Detalles de la reunión' });
      await press(expert, details.getByRole('button', { name: 'Cancelar reunión' }));
      const step = expert.getByRole('dialog', { name: 'Cancelar reunión' });
      await expect(step.getByRole('status')).toContainText('Se reembolsarán');
      await expect(step.getByRole('status')).toContainText('la reunión no contará para ti');
      await expectAccessible(expert);
      await shoot(expert, testInfo, 'cancel-expert-es-375', false);
      await press(expert, step.getByRole('button', { name: 'Confirmar cancelación' }));
      await expect(expert.getByRole('alert').filter({ hasText: 'Reunión cancelada' })).toBeVisible();
      await expect(details.getByText(/Cancelaste esta reunión el/)).toBeVisible();

      // The customer's page, untouched since: the notice arrives and the row reads again.
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Meeting cancelled' })
          .filter({
            hasText: `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName} cancelled your meeting of`,
          }),
      ).toBeVisible();
      await expect(customerRow).toContainText('Cancelled');
      await customerRow.click();
      await expect(
        page
          .getByRole('dialog', { name: 'Meeting details' })
          .getByText(/The expert cancelled this meeting on/),
      ).toBeVisible();
      await expect.poll(() => refundsAtProvider(booked.id)).toEqual([Math.round(paid * 100)]);
    } finally {
      await expertContext.close();
    }
  },
);

test(
  'a customer moves a meeting with the booking picker: both browsers show the new time',
  { tag: ['@mf-meetings', '@mf-booking'] },
  async ({ page, browser, baseURL }, testInfo) => {
    const { customer, booked } = await customerWithMeeting(page, 13);

    const expertContext = await demoExpertBrowser(browser, baseURL);
    try {
      const expert = await expertContext.newPage();
      const listening = realtimeReady(expert);
      await signInDemoExpert(expert);
      await listening;
      await expert.goto(`/experts/app/meetings?search=${encodeURIComponent(customer.lastName)}`);
      const expertRow = expert.getByRole('button', {
        name: new RegExp(`${customer.lastName}.*Open the details`),
      });
      await expect(expertRow).toBeVisible();

      await page.goto('/customer/app/meetings');
      await rowOf(page, DEMO_EXPERT.lastName).click();
      await page
        .getByRole('dialog', { name: 'Meeting details' })
        .getByRole('button', { name: 'Reschedule' })
        .click();
      const step = page.getByRole('dialog', { name: 'Reschedule meeting' });
      await expect(step.getByText(/A meeting can be moved once/)).toBeVisible();
      await step.getByRole('button', { name: /^Next available/ }).click();
      const hour = hourRadios(page).first();
      await expect(hour).toBeVisible();
      await hour.click();
      await expect(hour).toBeChecked();
      await expectAccessible(page);
      await shoot(page, testInfo, 'reschedule-customer-1280', false);
      await step.getByRole('button', { name: 'Confirm new time' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Meeting rescheduled' })).toBeVisible();
      const details = page.getByRole('dialog', { name: 'Meeting details' });
      await expect(details.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

      // The api's view: moved, once, to the hour picked; the expert's page reads it live.
      const moved = await meetingOf(page, booked.id);
      expect(moved.starts_at).not.toBe(booked.startsAt);
      const wall = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: DEMO_EXPERT.timezone,
      }).format(new Date(moved.starts_at));
      await expect(
        expert
          .getByRole('alert')
          .filter({ hasText: 'Meeting rescheduled' })
          .filter({ hasText: 'moved your meeting to' }),
      ).toBeVisible();
      await expect(expertRow).toContainText(wall);
    } finally {
      await expertContext.close();
    }
  },
);

test(
  'the expert moves a meeting in Spanish on a phone by keyboard alone; the customer is told and sees the new time',
  { tag: ['@mf-meetings', '@mf-booking'] },
  async ({ page, browser, baseURL }, testInfo) => {
    const { customer, booked, customerRow } = await customerWatching(page, 15);
    const { context: expertContext, expert } = await spanishExpertOnPhone(browser, baseURL);
    try {
      await expert.goto(`/experts/app/meetings?search=${encodeURIComponent(customer.lastName)}`);
      await press(
        expert,
        expert.getByRole('button', { name: new RegExp(`${customer.lastName}.*Abrir los detalles`) }),
      );
      const details = expert.getByRole('dialog', { name: 'Detalles de la reunión' });
      await press(expert, details.getByRole('button', { name: 'Reprogramar' }));
      const step = expert.getByRole('dialog', { name: 'Reprogramar reunión' });
      await press(expert, step.getByRole('button', { name: /^Próxima fecha libre/ }));
      const hour = hourRadios(expert).last();
      await press(expert, hour, 'Space');
      await expect(hour).toBeChecked();
      await expectAccessible(expert);
      await shoot(expert, testInfo, 'reschedule-expert-es-375', false);
      await press(expert, step.getByRole('button', { name: 'Confirmar nueva hora' }));
      await expect(expert.getByRole('alert').filter({ hasText: 'Reunión reprogramada' })).toBeVisible();

      const moved = await meetingOf(page, booked.id);
      expect(moved.starts_at).not.toBe(booked.startsAt);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Meeting rescheduled' })
          .filter({
            hasText: `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName} moved your meeting to`,
          }),
      ).toBeVisible();
      const wall = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Madrid',
      }).format(new Date(moved.starts_at));
      await expect(customerRow).toContainText(wall);
    } finally {
      await expertContext.close();
    }
  },
);
