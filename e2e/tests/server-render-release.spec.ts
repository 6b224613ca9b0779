import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { consoleProblems } from './support/console.ts';

/** The running product's data folder (playwright.config.ts): its published remotes and registry. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

const registryFile = () => path.join(dataDir(), 'registry', 'remotes.json');

async function readRegistry(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(registryFile(), 'utf8')) as Record<string, string>;
}

/** Publishes a copy of the served mf-discovery as `<version>-<suffix>`, changed by `change`. */
async function publishCopy(suffix: string, change: (serverDir: string) => Promise<void>): Promise<string> {
  const served = (await readRegistry()).mf_discovery;
  const version = /\/mf\/mf-discovery\/([^/]+)\//.exec(served ?? '')?.[1];
  if (!version) throw new Error(`mf_discovery is not published as /mf/mf-discovery/<version>/ (${served})`);
  const next = `${version}-${suffix}`;
  const folder = path.join(dataDir(), 'cdn', 'mf-discovery');
  await rm(path.join(folder, next), { recursive: true, force: true });
  await cp(path.join(folder, version), path.join(folder, next), { recursive: true });
  await change(path.join(folder, next, 'server'));
  return `/mf/mf-discovery/${next}/mf-manifest.json`;
}

/** What `npm run publish:remote` writes: the registry entry pointed at a version. */
async function pointAt(manifest: string): Promise<void> {
  await writeFile(
    registryFile(),
    `${JSON.stringify({ ...(await readRegistry()), mf_discovery: manifest }, null, 2)}\n`,
  );
}

test('a remote released under the running product is rendered by its new version at the next request, and a broken server build leaves its part to the browser', async ({
  page,
  request,
}) => {
  const expertId = await anExpert(request);
  const original = (await readRegistry()).mf_discovery ?? '';
  const html = async () =>
    (await request.get(`/experts/${expertId}`, { headers: { accept: 'text/html' } })).text();

  // A new version whose server build says "About me (next)".
  const next = await publishCopy('next', async (serverDir) => {
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
  const broken = await publishCopy('broken', (serverDir) =>
    writeFile(path.join(serverDir, 'remoteEntry.js'), 'throw new Error("a broken server build");\n'),
  );

  try {
    await pointAt(next);
    const released = await html();
    expect(released).toContain('About me (next)');
    expect(released).toContain(next.replace('mf-manifest.json', ''));

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
