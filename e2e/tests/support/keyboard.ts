import { expect, type Locator, type Page } from '@playwright/test';

/** Activates a control the way a keyboard user does: focus it, then press the key. */
export async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press(key);
}
