// Issues 16 and 31: the shell provides Mantine's core and React Router trimmed to what the
// product's apps use, and the whole package when a registered remote uses more (a remote deployed
// with a component the shell's copy lacks must still work).

import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/accessibility.ts';
import { signUp } from './support/customers.ts';
import { publishCopy, release, rewritePublished } from './support/releases.ts';

interface TrimmedPackage {
  /** The shared package whose copy a remote asks beyond. */
  name: string;
  /** An export no app of this repository uses, so the trimmed copy lacks it. */
  notInTheCopy: string;
  /** Text that only the whole package's code holds (a name or message the minifier keeps). */
  onlyInTheWhole: string;
}

const MANTINE: TrimmedPackage = {
  name: '@mantine/core',
  notInTheCopy: 'Timeline',
  onlyInTheWhole: '@mantine/core/Timeline',
};
// react-router-dom re-exports react-router, whose code is one module: its copy is a module of its own.
const ROUTER: TrimmedPackage = {
  name: 'react-router-dom',
  notInTheCopy: 'useBlocker',
  onlyInTheWhole: 'A router only supports one blocker at a time',
};

/** The text of every script the page loads, as it arrives. */
function recordScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

async function loadedWhole(scripts: Promise<string>[], pkg: TrimmedPackage): Promise<boolean> {
  return (await Promise.all(scripts)).some((text) => text.includes(pkg.onlyInTheWhole));
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
  // Mantine's interactive parts work too: the filters open in a drawer and close with Escape.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog');
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toHaveCount(0);
  // React Router's links move within the app: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('main').getByRole('link', { name: /Eva/ }).first().click();
  await expect(page).toHaveURL(/\/customer\/app\/experts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Eva/ })).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
}

test('a customer gets the trimmed copies of Mantine and React Router when every remote is served by them', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const warnings = recordWarnings(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await signUp(page);
  await page.goto('/customer/app/experts/search');
  await expectSearchWorks(page);

  // The shell's start reads each manifest once, though both its federation runtime plugin (for the
  // remotes' needs) and its registry loader want them, and the registry once.
  const once = (path: string) => asked.filter((item) => item === path).length;
  expect(once('/remotes.json')).toBe(1);
  const manifests = asked.filter((item) => /^\/mf\/.+\/mf-manifest\.json$/.test(item));
  expect(manifests.length).toBeGreaterThan(0);
  expect(manifests.filter((item) => once(item) > 1)).toEqual([]);

  expect(await loadedWhole(scripts, MANTINE)).toBe(false);
  expect(await loadedWhole(scripts, ROUTER)).toBe(false);
  expect(warnings.filter((warning) => warning.includes('loads whole'))).toEqual([]);
});

for (const pkg of [MANTINE, ROUTER]) {
  test(`a remote that uses more of ${pkg.name} than the copy has makes the shell load it whole, and it works`, async ({
    page,
  }) => {
    // mf-discovery as if released later with an export the shell's copy lacks: published (its
    // manifest's hash in the registry), listed for previews only, and previewed by this browser.
    const later = await publishCopy('mf-discovery', `uses-${pkg.notInTheCopy.toLowerCase()}`, (versionDir) =>
      rewritePublished(path.join(versionDir, 'mf-manifest.json'), (text) => {
        const manifest = JSON.parse(text) as { shared: Array<{ name: string; usedExports?: string[] }> };
        const entry = manifest.shared.find((shared) => shared.name === pkg.name);
        if (!entry?.usedExports) throw new Error(`mf-discovery does not say what it uses of ${pkg.name}`);
        entry.usedExports = [...entry.usedExports, pkg.notInTheCopy];
        return JSON.stringify(manifest);
      }),
    );
    await release('publish:remote', 'mf-discovery', '--version', later, '--canary', '0');
    try {
      const scripts = recordScripts(page);
      const warnings = recordWarnings(page);

      await signUp(page);
      await page.goto(`/customer/app/experts/search?preview=mf_discovery@${later}`);
      await expectSearchWorks(page);

      expect(await loadedWhole(scripts, pkg)).toBe(true);
      expect(
        warnings.some((warning) => warning.includes('mf_discovery') && warning.includes(pkg.notInTheCopy)),
      ).toBe(true);
    } finally {
      await release('abort:remote', 'mf-discovery');
    }
  });
}
