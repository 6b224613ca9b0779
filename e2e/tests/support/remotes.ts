import type { Page } from '@playwright/test';

/**
 * Makes one remote unreachable for this page (its manifest refused, as when its host is down) until
 * the returned function brings it back.
 */
export async function takeRemoteDown(page: Page, folder: string): Promise<() => void> {
  let down = true;
  await page.route(`**/mf/${folder}/*/mf-manifest.json`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  return () => {
    down = false;
  };
}
