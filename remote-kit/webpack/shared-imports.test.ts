import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedNames, WHOLE_MODULE } from './shared-imports.mjs';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  folder = mkdtempSync(path.join(tmpdir(), 'shared-imports-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), code);
  }
  return folder;
}

describe('the names a package is imported by', () => {
  it('collects named imports and re-exports, leaving out types, tests and other packages', () => {
    const root = tree({
      'src/App.tsx': `import { Button, Card as Tile, type MantineTheme } from '@mantine/core';\nimport { x } from 'other';\nexport const A = () => <Button />;`,
      'src/kit.ts': `export { Stack, type BoxProps } from '@mantine/core';\nimport type { Group } from '@mantine/core';`,
      'src/App.test.tsx': `import { Timeline } from '@mantine/core';`,
      'node_modules/dep/index.mjs': `import { Table } from '@mantine/core';`,
      'dist/main.js': `import { Table } from '@mantine/core';`,
    });
    const names = importedNames([root], ['@mantine/core', 'react-router-dom']);
    expect([...(names.get('@mantine/core') ?? [])].sort()).toEqual(['Button', 'Card', 'Stack']);
    expect(names.has('react-router-dom')).toBe(false);
  });

  it('marks a package taken whole by a namespace, default or dynamic import, or export *', () => {
    for (const code of [
      `import * as M from '@mantine/core';`,
      `import M from '@mantine/core';`,
      `export * from '@mantine/core';`,
      `const M = () => import('@mantine/core');`,
    ]) {
      const names = importedNames([tree({ 'a.ts': code })], ['@mantine/core']);
      expect(names.get('@mantine/core')?.has(WHOLE_MODULE), code).toBe(true);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
