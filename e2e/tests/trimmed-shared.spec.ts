// Issue 16: the shell provides Mantine's core trimmed to what the product's apps use, and the whole
// package when a registered remote uses more (a remote deployed with a component the shell's copy
// lacks must still work).
import type { Page } from '@playwright/test';
import { expect, test } from './support/accessibility.ts';
import { actAndHydrate } from './support/hydration.ts';

const MANTINE = '@mantine/core';
/** A Mantine component no app of this repository uses, so the trimmed copy lacks it. */
const NOT_IN_THE_COPY = 'Timeline';

/** The chunks of the shell's whole-package provide of Mantine, from the shell's manifest. */
async function wholeMantineChunks(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const entry = manifest.shared.find((shared) => shared.name === MANTINE);
  if (!entry) throw new Error(`the shell does not share ${MANTINE}`);
  return entry.assets.js.sync;
}

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function expectSearchWorks(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Experts' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\d+ results?/)).toBeVisible();
  // The page arrives rendered on the server; its app loads at the visitor's first act.
  await actAndHydrate(page);
  // Mantine's interactive parts work too: the filters open in a drawer and close with Escape.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog');
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toHaveCount(0);
}

test('a guest gets the trimmed copy of Mantine when every remote is served by it', async ({ page }) => {
  const whole = await wholeMantineChunks(page);
  const scripts = recordScripts(page);
  const warnings = recordWarnings(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.goto('/experts/search');
  await expectSearchWorks(page);

  // The shell's start reads each manifest once, though both its federation runtime plugin (for the
  // remotes' needs) and its registry loader want them; the registry itself comes with the page
  // rendered on the server (the versions it was rendered with), so it is not fetched at all.
  const once = (path: string) => asked.filter((item) => item === path).length;
  expect(once('/remotes.json')).toBe(0);
  const manifests = asked.filter((item) => /^\/mf\/.+\/mf-manifest\.json$/.test(item));
  expect(manifests.length).toBeGreaterThan(0);
  expect(manifests.filter((item) => once(item) > 1)).toEqual([]);

  expect(whole.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => whole.some((chunk) => script.endsWith(`/${chunk}`)))).toEqual([]);
  expect(warnings.filter((warning) => warning.includes(MANTINE))).toEqual([]);
});

test('a remote that uses a component beyond the copy makes the shell load Mantine whole, and it works', async ({
  page,
}) => {
  const whole = await wholeMantineChunks(page);
  // mf-discovery as if deployed later with a component the shell's copy lacks.
  await page.route('**/mf/mf-discovery/**/mf-manifest.json', async (route) => {
    const answer = await route.fetch();
    const manifest = (await answer.json()) as { shared: Array<{ name: string; usedExports?: string[] }> };
    const mantine = manifest.shared.find((shared) => shared.name === MANTINE);
    if (!mantine?.usedExports) throw new Error('mf-discovery does not say what it uses of Mantine');
    mantine.usedExports = [...mantine.usedExports, NOT_IN_THE_COPY];
    await route.fulfill({ response: answer, json: manifest });
  });
  const scripts = recordScripts(page);
  const warnings = recordWarnings(page);

  await page.goto('/experts/search');
  await expectSearchWorks(page);

  expect(scripts.filter((script) => whole.some((chunk) => script.endsWith(`/${chunk}`)))).toHaveLength(
    whole.length,
  );
  expect(
    warnings.some((warning) => warning.includes('mf_discovery') && warning.includes(NOT_IN_THE_COPY)),
  ).toBe(true);
});
