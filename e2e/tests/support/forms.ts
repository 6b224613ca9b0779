import type { Locator, Page } from '@playwright/test';

/** Picks an option of a searchable Mantine select (single or multi) by typing part of its label. */
export async function pickOption(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}
