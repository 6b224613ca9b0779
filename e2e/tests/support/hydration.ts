import type { Page } from '@playwright/test';

/**
 * Acts as a visitor first does (the pointer moves), which starts loading a server-rendered page's
 * app, and waits until the app handles the page: its early-input script has handed over
 * (shell/src/ssr/early-input.ts). A page rendered in the browser has no such script.
 */
export async function actAndHydrate(page: Page, timeout = 30_000): Promise<void> {
  await page.mouse.move(8, 8);
  await page.mouse.move(9, 9);
  await page.waitForFunction(
    () => !('__earlyInput' in window) || (window as { __earlyInput?: unknown }).__earlyInput === undefined,
    undefined,
    { timeout },
  );
}
