import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { containerOf } from './remote-name.ts';

const KIT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(KIT, 'template');
/** The shell's dev server has 3000; remotes' harnesses take the next ones. */
const FIRST_HARNESS_PORT = 3001;

interface KitPackage {
  version: string;
  peerDependencies: Record<string, string>;
}

/** Template files, relative to the template folder, each ending in `.tpl`. */
async function templateFiles(dir = TEMPLATE, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await templateFiles(path.join(dir, entry.name), relative)));
    else if (entry.name.endsWith('.tpl')) files.push(relative);
  }
  return files;
}

/** One past the highest dev-server port any app's webpack config names. */
export async function nextHarnessPort(root: string): Promise<number> {
  let highest = FIRST_HARNESS_PORT - 1;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const config = path.join(root, entry.name, 'webpack.config.mjs');
    if (!entry.isDirectory() || !existsSync(config)) continue;
    for (const match of (await readFile(config, 'utf8')).matchAll(/\bport: (\d+)/g)) {
      highest = Math.max(highest, Number(match[1]));
    }
  }
  return highest + 1;
}

/** The remote's package.json: the runtime packages every remote shares (the kit's peers), and the kit. */
async function packageJson(folder: string): Promise<string> {
  const kit = JSON.parse(await readFile(path.join(KIT, 'package.json'), 'utf8')) as KitPackage;
  const pkg = {
    name: folder,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `Remote ${containerOf(folder)}, made from the remote kit's template.`,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      typecheck: 'tsc -p tsconfig.json --noEmit',
      // Its unit tests, then its tagged e2e suites against the live shell (e2e/pipeline).
      test: `npm run test:unit && node ../e2e/pipeline/remote-pipeline.ts ${folder}`,
      'test:unit': 'vitest run',
      'i18n:extract': 'lingui extract --clean',
    },
    dependencies: kit.peerDependencies,
    devDependencies: { 'remote-kit': kit.version },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Writes a working remote into `<root>/<folder>` from the template; the folder must not exist. */
export async function writeRemote(root: string, folder: string): Promise<{ dir: string; port: number }> {
  const dir = path.join(root, folder);
  if (existsSync(dir)) throw new Error(`${dir} already exists.`);
  const port = await nextHarnessPort(root);
  const values: Record<string, string> = {
    __FOLDER__: folder,
    __CONTAINER__: containerOf(folder),
    __PORT__: String(port),
  };
  for (const file of await templateFiles()) {
    const text = await readFile(path.join(TEMPLATE, file), 'utf8');
    const target = path.join(dir, file.slice(0, -'.tpl'.length));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(
      target,
      text.replace(/__[A-Z]+__/g, (token) => values[token] ?? token),
    );
  }
  await writeFile(path.join(dir, 'package.json'), await packageJson(folder));
  return { dir, port };
}
