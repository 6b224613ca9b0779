import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createRemoteCatalogs } from './remote-catalogs.ts';

/** A remote loader whose answers the test releases one by one. */
function slowLoader() {
  const asked: string[] = [];
  const waiting = new Map<string, () => void>();
  const load = (remote: string, module: string) => {
    asked.push(`${remote}${module.slice(1)}`);
    return new Promise<Record<string, unknown>>((resolve) => {
      waiting.set(`${remote}${module.slice(1)}`, () =>
        resolve({
          messages: module.endsWith('/es') ? { zone: 'Zona horaria' } : { zone: 'Time zone' },
          default: () => null,
        }),
      );
    });
  };
  const release = async (key: string) => {
    const go = waiting.get(key);
    if (!go) throw new Error(`${key} was not asked`);
    go();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, asked, release };
}

describe('remote catalogs', () => {
  it('a language chosen while a remote still loads also merges that remote in the new language', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const loader = slowLoader();
    const catalogs = createRemoteCatalogs(i18n, loader.load as never);

    const page = catalogs.loadRemote('mf_booking', './Booking');
    const switched = catalogs.mergeAll('es');
    expect(loader.asked).toContain('mf_booking/catalog/es');

    await loader.release('mf_booking/catalog/es');
    await switched;
    i18n.activate('es');
    await loader.release('mf_booking/Booking');
    await loader.release('mf_booking/catalog/en');
    await page;
    expect(i18n._('zone')).toBe('Zona horaria');
  });

  it('a remote that failed to load its catalog does not stop the language from changing', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    let fail = false;
    const catalogs = createRemoteCatalogs(i18n, (async (_remote: string, module: string) => {
      if (fail) throw new Error('remote down');
      return { messages: { zone: module.endsWith('/es') ? 'Zona horaria' : 'Time zone' } };
    }) as never);
    await catalogs.loadRemote('mf_booking', './Booking');
    fail = true;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(catalogs.mergeAll('es')).resolves.toBeUndefined();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
