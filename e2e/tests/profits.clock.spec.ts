import { expect, expectAccessible, test } from './support/accessibility.ts';
import { moveClockTo } from './support/clock.ts';
import { press } from './support/keyboard.ts';
import { meetingStartingNow } from './support/meetings.ts';

/** "$1,234.50" → 1234.5 */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test("the expert's profits: a finished meeting is 'Payed', the bank account is set, funds are requested", {
  tag: '@mf-expert-studio',
}, async ({ page: customer, browser, baseURL }) => {
  test.setTimeout(180_000);
  const expertContext = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const expert = await expertContext.newPage();
    // A meeting of the demo expert, paid, then over on the api's clock.
    const meeting = await meetingStartingNow(customer, { expertPage: expert });
    await moveClockTo(customer.request, new Date(Date.parse(meeting.endsAt) + 1_000));

    await expert.goto('/experts/app');
    await expert.getByRole('link', { name: 'Profits' }).click();
    await expect(expert).toHaveURL(/\/experts\/app\/profits$/);
    await expect(expert.getByRole('heading', { name: 'Profits', level: 1 })).toBeVisible();
    const row = expert.getByRole('row').filter({ hasText: meeting.customer.lastName });
    await expect(row).toContainText('Payed');
    const available = expert.getByLabel('Available profit');
    await expect(available).toHaveText(/\$/);
    const before = dollars(await available.textContent());
    expect(before).toBeGreaterThan(0);
    await expectAccessible(expert);

    // The bank account: its numbers go to the payment provider, the last 4 digits come back.
    await expert.getByRole('button', { name: /^(Add a|Change) bank account$/ }).click();
    const dialog = expert.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Account holder' }).fill('Eva Lindqvist');
    await dialog.getByRole('combobox', { name: 'Country of the bank' }).fill('United States');
    await expert.getByRole('option', { name: /United States/ }).click();
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
    await dialog.getByRole('textbox', { name: 'Account number or IBAN' }).fill('000123456789');
    await expectAccessible(expert);
    await dialog.getByRole('button', { name: 'Save bank account' }).click();
    await expect(expert.getByText('Bank account updated successfully')).toBeVisible();
    await expect(expert.getByRole('region', { name: 'Bank account' })).toContainText('**** 6789');
    await expert.screenshot({ path: test.info().outputPath('profits-1280.png'), fullPage: true });

    // Ten dollars of it requested: the confirmation, then back to the profits with less available.
    // By keyboard alone.
    await press(expert, expert.getByRole('link', { name: 'Request funds' }));
    await expect(expert).toHaveURL(/\/experts\/app\/profits\/request-withdraw$/);
    const amount = expert.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue(/\$\d/);
    await amount.focus();
    await expert.keyboard.press('Control+A');
    await expert.keyboard.type('10');
    await expectAccessible(expert);
    await press(expert, expert.getByRole('button', { name: 'Request funds' }));
    const received = expert.getByRole('dialog', { name: 'Request received' });
    await expect(received).toContainText('Expertia will be in contact with you');
    await expert.screenshot({ path: test.info().outputPath('funds-received-1280.png') });
    await press(expert, received.getByRole('button', { name: 'Return to your profits' }));
    await expect(expert).toHaveURL(/\/experts\/app\/profits$/);
    await expect.poll(async () => dollars(await available.textContent())).toBeCloseTo(before - 10, 2);

    // In Spanish, at 1280 px then at 375 px.
    await expert.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(expert.getByRole('heading', { name: 'Ganancias', level: 1 })).toBeVisible();
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('profits-es-1280.png'), fullPage: true });
    await expert.setViewportSize({ width: 375, height: 800 });
    // On a phone each meeting is a list item with its amount and payment in sight (no sideways table).
    const item = expert.getByRole('listitem').filter({ hasText: meeting.customer.lastName });
    await expect(item).toContainText('Pagado');
    await expect(item).toContainText('US$');
    await expect(expert.getByRole('table')).toHaveCount(0);
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('profits-es-375.png'), fullPage: true });
  } finally {
    await expertContext.close();
  }
});
