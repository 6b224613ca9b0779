import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type bookingApi, meetingApi, paymentApi, type RouteAnswer } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { callRoute } from './support/contract.ts';
import { type Customer, csrfHeader, saveVisa, signUp } from './support/customers.ts';
import { DEMO_EXPERT, signInDemoExpert } from './support/experts.ts';

/**
 * Books the demo expert for the signed-in customer through the api, as the checkout does: three
 * weeks ahead (booking.spec.ts and booking-expert.spec.ts take the demo expert's next available
 * date and the week after), the express rate, the first free hour from the middle of the day on
 * (another suite may take one meanwhile: 409, the next is tried). Leaves a comment on it.
 */
async function bookThroughApi(page: Page, comment: string): Promise<{ id: number; expertId: number }> {
  const expertId = await anExpert(page.request);
  const [card] = (await callRoute(page.request, paymentApi.cards)).data;
  expect(card, 'a saved card').toBeTruthy();
  const from = new Date();
  from.setUTCDate(from.getUTCDate() + 21);
  for (let offset = 0; offset < 14; offset += 1) {
    const day = new Date(from);
    day.setUTCDate(day.getUTCDate() + offset);
    const date = day.toISOString().slice(0, 10);
    const answer = await page.request.get(
      `/api/v1/booking/${expertId}/availability?date=${date}&rate=express`,
    );
    if (!answer.ok()) continue;
    const slots = ((await answer.json()) as RouteAnswer<typeof bookingApi.availability>).data;
    const middle = Math.floor(slots.length / 2);
    for (const slot of [...slots.slice(middle), ...slots.slice(0, middle)]) {
      const booked = await page.request.post(`/api/v1/booking/${expertId}`, {
        headers: { ...(await csrfHeader(page)), 'Idempotency-Key': randomUUID() },
        data: { date, rate: 'express', start_time: slot.start_time, payment_method_id: card?.id },
      });
      if (booked.status() === 409) continue;
      expect(booked.status(), await booked.text()).toBe(201);
      const { data } = (await booked.json()) as RouteAnswer<typeof bookingApi.book>;
      if (!('id' in data)) throw new Error("the Visa asked for the bank's step");
      await callRoute(
        page.request,
        meetingApi.comments,
        { params: { id: data.id }, body: { comments: comment } },
        await csrfHeader(page),
      );
      return { id: data.id, expertId };
    }
  }
  throw new Error('no free hour of the demo expert in two weeks');
}

const EXPERT_NAME = `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`;
const COMMENT = 'Can we look at my training plan for the marathon?';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('meeting lists', () => {
  let customer: Customer;
  let meetingId: number;

  test('a new customer books the demo expert and sees the meeting in English at 1280 px; the expert sees it too', {
    tag: '@mf-meetings',
  }, async ({ page, browser, baseURL }) => {
    customer = await signUp(page);
    await saveVisa(page);
    ({ id: meetingId } = await bookThroughApi(page, COMMENT));

    // The customer home: the soon list names the expert.
    await page.goto('/customer/app');
    const soon = page.getByRole('region', { name: 'Upcoming meetings' });
    await expect(soon.getByText(EXPERT_NAME)).toBeVisible();
    await expect(
      page.getByRole('region', { name: "Today's meetings" }).getByText("You don't have any meet today"),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'customer-home-en-1280');

    // The list: the row names the expert, the status and the start.
    await soon.getByRole('link', { name: 'See all meetings' }).click();
    await expect(page).toHaveURL(/\/customer\/app\/meetings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    const row = page.getByRole('button', {
      name: new RegExp(`^${EXPERT_NAME} .*Booked .*Open the details$`),
    });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'customer-list-en-1280');

    // Search on Enter: nothing for another name, the meeting again for the expert's.
    const search = page.getByRole('searchbox', { name: 'Search by expert' });
    await search.fill('Nobody Like This');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=Nobody/);
    await expect(page.getByRole('heading', { name: "You don't have any meetings" })).toBeVisible();
    await expectAccessible(page);
    await search.fill(DEMO_EXPERT.firstName);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${DEMO_EXPERT.firstName}`));
    await expect(row).toBeVisible();

    // The detail, by keyboard: the comment is there; Escape gives the focus back to the row.
    await row.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Meeting details' });
    await expect(detail.getByText(COMMENT)).toBeVisible();
    await expect(detail.getByText('Feedback opens when the meeting has finished.')).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Go to the meeting room' })).toHaveAttribute(
      'href',
      `/customer/app/meetings/room/${meetingId}`,
    );
    await expectAccessible(page);
    await screenshot(page, 'customer-detail-en-1280');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row).toBeFocused();

    // The demo expert, in another browser, sees the customer and the rate's meeting.
    const expertContext = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: DEMO_EXPERT.timezone,
      viewport: { width: 1280, height: 900 },
    });
    const expertPage = await expertContext.newPage();
    await signInDemoExpert(expertPage);
    await expertPage.goto('/experts/app/meetings');
    const customerName = `${customer.firstName} ${customer.lastName}`;
    const expertSearch = expertPage.getByRole('searchbox', { name: 'Search by customer' });
    await expertSearch.fill(customer.lastName);
    await expertSearch.press('Enter');
    const expertRow = expertPage.getByRole('button', {
      name: new RegExp(`^${customerName} Customer Express meeting .*Open the details$`),
    });
    await expect(expertRow).toBeVisible();
    await expectAccessible(expertPage);
    await expertRow.click();
    const expertDetail = expertPage.getByRole('dialog', { name: 'Meeting details' });
    await expect(expertDetail.getByText(COMMENT)).toBeVisible();
    await expectAccessible(expertPage);
    await screenshot(expertPage, 'expert-detail-en-1280');
    await expertPage.keyboard.press('Escape');

    // The room's way in after a call: ?feedback=<id>. The meeting has not happened: the api says so.
    await expertPage.goto(`/experts/app/meetings?feedback=${meetingId}`);
    const feedback = expertPage.getByRole('dialog', { name: 'Give feedback' });
    await expect(feedback.getByText(`How was your meeting with ${customerName}?`)).toBeVisible();
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByText('Select a rating from 1 to 5')).toBeVisible();
    await expect(feedback.getByText('Field required')).toBeVisible();
    await expectAccessible(expertPage);
    await feedback
      .locator(
        `label[for="${await feedback.getByRole('radio', { name: '4 of 5 stars' }).getAttribute('id')}"]`,
      )
      .click();
    await feedback.getByRole('textbox', { name: 'Comment' }).fill('Arrived prepared.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('alert')).toBeVisible();
    await screenshot(expertPage, 'expert-feedback-refused-en-1280');
    await feedback.getByRole('button', { name: 'Skip' }).click();
    await expect(feedback).toBeHidden();
    await expect(expertPage).toHaveURL(/\/experts\/app\/meetings$/);
    await expectAccessible(expertPage);
    await expertContext.close();
  });

  test('in Spanish at 375 px: the list, its detail and the feedback dialog of the customer', {
    tag: '@mf-meetings',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const buyer = await signUp(page);
    await saveVisa(page);
    const { id } = await bookThroughApi(page, COMMENT);
    // The home's widgets in Spanish: nothing today, the meeting among the coming ones.
    await page.goto('/customer/app');
    await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    const soon = page.getByRole('region', { name: 'Próximas reuniones' });
    await expect(soon.getByText(EXPERT_NAME)).toBeVisible();
    await expect(soon.getByText('Reservada')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Reuniones de hoy' }).getByText('No tienes reuniones hoy'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, 'customer-home-es-375');
    await soon.getByRole('link', { name: 'Ver todas las reuniones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reuniones' })).toBeVisible();
    const row = page.getByRole('button', {
      name: new RegExp(`^${EXPERT_NAME} .*Reservada .*Abrir los detalles$`),
    });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, 'customer-list-es-375');

    await row.click();
    const detail = page.getByRole('dialog', { name: 'Detalles de la reunión' });
    await expect(detail.getByText(COMMENT)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'customer-detail-es-375');
    await page.keyboard.press('Escape');
    await expect(row).toBeFocused();

    // ?feedback=: the customer's form, its rules in Spanish; 'Otro' asks for the text.
    await page.goto(`/customer/app/meetings?feedback=${id}`);
    const feedback = page.getByRole('dialog', { name: 'Dar valoración' });
    await expect(feedback.getByText(/¿Cómo fue tu reunión con/)).toBeVisible();
    await feedback.getByRole('button', { name: 'Enviar valoración' }).click();
    await expect(feedback.getByText('Selecciona una valoración de 1 a 5')).toBeVisible();
    await expect(feedback.getByText('Selecciona una respuesta')).toBeVisible();
    // The stars by keyboard: to the third, Space chooses it.
    await feedback.getByRole('radio', { name: '1 de 5 estrellas' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await feedback.getByRole('radio', { name: 'Otro' }).check();
    await feedback.getByRole('button', { name: 'Enviar valoración' }).click();
    await expect(feedback.getByText('Campo requerido')).toBeVisible();
    await expect(feedback.getByText('Selecciona una valoración de 1 a 5')).toBeHidden();
    await expectAccessible(page);
    await screenshot(page, 'customer-feedback-es-375');
    await page.keyboard.press('Escape');
    await expect(feedback).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/app\/meetings$/);
    void buyer;
  });
});
