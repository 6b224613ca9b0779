import type { Page } from '@playwright/test';

/**
 * Makes one remote unreachable for this page (every file of it refused, as when its host is down:
 * the shell may hold its manifest from the start already) until the returned function brings it back.
 */
export async function takeRemoteDown(page: Page, folder: string): Promise<() => void> {
  let down = true;
  await page.route(`**/mf/${folder}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  return () => {
    down = false;
  };
}
