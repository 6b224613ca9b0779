import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { consoleProblems } from './support/console.ts';
import { defaultOf, publishCopy, release } from './support/releases.ts';

/** What `npm run publish:remote` does for a version published already: every visitor gets it. */
const pointAt = (version: string) => release('publish:remote', 'mf-discovery', '--version', version);
const manifestOf = (version: string) => `/mf/mf-discovery/${version}/mf-manifest.json`;

test('a remote released under the running product is rendered by its new version at the next request, and a broken server build leaves its part to the browser', async ({
  page,
  request,
}) => {
  const expertId = await anExpert(request);
  const original = (await defaultOf('mf_discovery')).version;
  const html = async () =>
    (await request.get(`/experts/${expertId}`, { headers: { accept: 'text/html' } })).text();

  // A new version whose server build says "About me (next)".
  const next = await publishCopy('mf-discovery', 'next', async (versionDir) => {
    const serverDir = path.join(versionDir, 'server');
    let changed = 0;
    for (const file of await readdir(serverDir)) {
      if (!file.endsWith('.js')) continue;
      const text = await readFile(path.join(serverDir, file), 'utf8');
      if (!text.includes('About me')) continue;
      await writeFile(path.join(serverDir, file), text.replaceAll('About me', 'About me (next)'));
      changed += 1;
    }
    expect(changed).toBeGreaterThan(0);
  });
  // A version whose server build cannot load at all.
  const broken = await publishCopy('mf-discovery', 'broken', (versionDir) =>
    writeFile(
      path.join(versionDir, 'server', 'remoteEntry.js'),
      'throw new Error("a broken server build");\n',
    ),
  );

  try {
    await pointAt(next);
    const released = await html();
    expect(released).toContain('About me (next)');
    expect(released).toContain(manifestOf(next).replace('mf-manifest.json', ''));

    await pointAt(broken);
    const response = await request.get(`/experts/${expertId}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const withoutRemote = await response.text();
    // The page is there (header, footer), the expert's part is the browser's to render.
    const content = withoutRemote.slice(withoutRemote.indexOf('<div id="root">'));
    expect(content).toContain('id="main"');
    expect(content).not.toContain('Clinical Psychologist');

    // In a browser the expert's part renders, with no hydration warning.
    const problems = consoleProblems(page);
    await page.goto(`/experts/${expertId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Eva Lindqvist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About me' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems()).toEqual([]);

    await pointAt(original);
    expect(await html()).toContain('Clinical Psychologist');
  } finally {
    await pointAt(original);
  }
});
