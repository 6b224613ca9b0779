import type { Page, TestInfo } from '@playwright/test';

/** Saves the whole page as `<name>.png` among the test's outputs, to be looked at. */
export async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}
