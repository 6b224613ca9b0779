import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/** The demo expert login (api/src/seed/demo-accounts.ts; the README lists it). */
export const DEMO_EXPERT = {
  email: 'eva.expert@demo.test',
  password: 'demo-expert-1',
  firstName: 'Eva',
  lastName: 'Lindqvist',
  timezone: 'Europe/Stockholm',
} as const;

/** Signs the demo expert in through the expert login page; ends on /experts/app. */
export async function signInDemoExpert(page: Page) {
  await page.goto('/experts/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EXPERT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/experts\/app$/);
}

/**
 * Resolves once the page's realtime socket (GET /api/v1/realtime, opened by the shell) has been
 * told `ready` by the api: from then on every event of the user reaches the page. Call it before
 * the page signs in.
 */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/api/v1/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && JSON.parse(payload).type === 'ready') resolve();
      });
    });
  });
}

/** A second browser for the demo expert, in the expert's time zone (close it when done). */
export function demoExpertBrowser(
  browser: Browser,
  baseURL: string | undefined,
  options: { locale?: string; width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    timezoneId: DEMO_EXPERT.timezone,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
}
