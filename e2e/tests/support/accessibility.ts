import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what every page is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NODES_SHOWN = 3;
const HTML_SHOWN = 120;
const SCAN_ALLOWANCE_MS = 30_000;
/** Longer than any transition the product runs, so a paused one cannot hold the scan. */
const TRANSITION_LIMIT_MS = 2_000;

/**
 * axe-core's own source, run only in a document that has no axe yet. AxeBuilder evaluates its
 * source twice per scan (and a fresh copy runs cold in the JIT), so every scan after the first in
 * one document (the app navigates without reloading) reuses it: a tenth of the scans' time here.
 */
const AXE_ONCE = `if (!window.axe) {\n${axe.source}\n}`;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The URL each page was last checked at, so the end-of-test check skips a state already checked. */
const lastChecked = new WeakMap<Page, string>();

function describe(violation: Violation): string {
  const lines = [
    `• ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.helpUrl}`,
  ];
  for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
    const why = [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? '';
    lines.push(`    ${node.target.join(' ')}  ${node.html.slice(0, HTML_SHOWN)}`, `      ${why}`);
  }
  const more = violation.nodes.length - NODES_SHOWN;
  if (more > 0) lines.push(`    … and ${more} more element${more === 1 ? '' : 's'}`);
  return lines.join('\n');
}

/**
 * Toasts held opaque while axe reads the page: one that starts fading out mid-scan is half
 * transparent, and its colours are not the ones the user reads.
 */
const STEADY_TOASTS =
  '.mantine-Notifications-root, .mantine-Notifications-root * { opacity: 1 !important; transition: none !important; }';

/**
 * Waits for the finite CSS transitions and animations running now (a dialog fading in, a drawer
 * sliding) to end: axe reads colours mid-fade as a blend of the layer and the page behind it, and
 * reports contrast the user never sees once the fade is over. Endless ones (a live dot) are left.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async (limitMs) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, limitMs))]);
  }, TRANSITION_LIMIT_MS);
}

/**
 * Runs axe on the page as it is now, once nothing on it is loading or moving, and fails the test
 * with the list of WCAG A/AA violations (rule, help, the first elements). Soft: the journey goes on,
 * so one run reports every page that fails. Call it after each distinct page or state a test shows.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const where = new URL(page.url());
  await test.step(
    `accessibility of ${where.pathname}${where.search}`,
    async () => {
      await expect(
        page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root'),
      ).toHaveCount(0);
      await settleTransitions(page);
      // The scan's own time is added to the test's budget (up to a limit), so the test's timeout
      // still measures the journey on a slow machine.
      const info = test.info();
      info.setTimeout(info.timeout + SCAN_ALLOWANCE_MS);
      const started = Date.now();
      // Only violations are collected, and legacy mode runs axe inside the page instead of opening a
      // blank page per run: both save seconds on a busy machine. Legacy mode skips cross-origin frames
      // (real Stripe's card fields; the local stand-in draws them in the page, so they are checked).
      // options() replaces what withTags() set, so it comes first.
      const steady = await page.addStyleTag({ content: STEADY_TOASTS });
      const { violations } = await new AxeBuilder({ page, axeSource: AXE_ONCE })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG_TAGS)
        .setLegacyMode()
        .analyze()
        .finally(() => steady.evaluate((node) => (node as Element).remove()).catch(() => undefined));
      info.setTimeout(info.timeout - SCAN_ALLOWANCE_MS + (Date.now() - started));
      lastChecked.set(page, page.url());
      const report = `${violations.length} accessibility violation(s) on ${page.url()}:\n${violations.map(describe).join('\n')}`;
      expect.soft(violations.length, report).toBe(0);
    },
    { box: true },
  );
}

/**
 * `test` of every suite: a test that passes is also checked with axe on the page it ends on, unless
 * its last `expectAccessible` was on that same URL.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    const url = page.url();
    const failed = testInfo.status !== testInfo.expectedStatus || testInfo.errors.length > 0;
    if (failed || url === 'about:blank' || lastChecked.get(page) === url) return;
    await expectAccessible(page);
  },
});

export { expect };
