import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumedModules, contractFingerprints } from './fingerprints.mjs';

const CONTRACTS = `
import type { ComponentType } from 'react';
/** A module exposing a component. */
export interface ComponentModule<Props> { default: ComponentType<Props>; }
export interface SearchProps { area: Area; path: string }
export type Area = 'guest' | 'customer';
export interface PickerProps { value: string | null }
export interface RemoteContracts {
  mf_a: { './Search': ComponentModule<SearchProps>; './Picker': ComponentModule<PickerProps> };
}
export interface ShellContextValue { locale: string }
`;

async function contractsFolder(source: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'contracts-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  await writeFile(path.join(dir, 'src', 'remotes.ts'), source);
  return dir;
}

describe('contract fingerprints', () => {
  it('fingerprint each module and the shell context from the declarations they reach', async () => {
    const base = contractFingerprints(await contractsFolder(CONTRACTS));
    expect(base.sharedContracts).toBe('1.2.3');
    expect(Object.keys(base.modules)).toEqual(['mf_a/./Search', 'mf_a/./Picker']);

    // Comments and formatting change nothing.
    const reworded = contractFingerprints(
      await contractsFolder(
        CONTRACTS.replace('/** A module exposing a component. */', '// reworded').replaceAll('; ', ';\n  '),
      ),
    );
    expect(reworded).toEqual(base);

    // A type one module reaches (Area, through SearchProps) changes that module only.
    const widened = contractFingerprints(
      await contractsFolder(CONTRACTS.replace("'guest' | 'customer'", "'guest' | 'customer' | 'expert'")),
    );
    expect(widened.modules['mf_a/./Search']).not.toBe(base.modules['mf_a/./Search']);
    expect(widened.modules['mf_a/./Picker']).toBe(base.modules['mf_a/./Picker']);
    expect(widened.shell).toBe(base.shell);

    const context = contractFingerprints(
      await contractsFolder(CONTRACTS.replace('locale: string', 'locale: string; user: string')),
    );
    expect(context.shell).not.toBe(base.shell);
    expect(context.modules).toEqual(base.modules);
  });

  it('find the other remotes’ modules an app loads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'app-'));
    await writeFile(
      path.join(dir, 'Step.tsx'),
      `<RemoteWidget remote="mf_payments" module="./CardPicker" props={{}} />; loadRemote('mf_payments', './payment-driver');`,
    );
    expect(consumedModules(dir)).toEqual(['mf_payments/./CardPicker', 'mf_payments/./payment-driver']);
  });
});
