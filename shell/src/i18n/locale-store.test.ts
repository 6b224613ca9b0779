import { describe, expect, it, vi } from 'vitest';
import { readStoredLocale, storeLocale, storeLocaleBeforeLeaving } from './locale-store.ts';

// The set-up restores the spy and clears the cookie and storage after each test.
function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe("the page's language in the browser", () => {
  it('is the one chosen on this device first', () => {
    browserSpeaks('en-US');
    storeLocale('es');
    expect(readStoredLocale()).toBe('es');
  });

  it('is else the first of the browser’s languages the site speaks, as the server renders it', () => {
    browserSpeaks('fr-FR', 'es-MX', 'en');
    expect(readStoredLocale()).toBe('es');
  });

  it('is English when neither says anything the site speaks', () => {
    browserSpeaks('de-DE', 'fr');
    expect(readStoredLocale()).toBe('en');
  });
});

describe('a choice stored before the page reloads', () => {
  it('resolves only once the Cookie Store has stored the cookie, where the browser has one', async () => {
    let stored: (() => void) | undefined;
    const set = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    vi.stubGlobal('cookieStore', { set });
    let done = false;
    const leaving = storeLocaleBeforeLeaving('es').then(() => (done = true));
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: 'locale', value: 'es', path: '/' }));
    await Promise.resolve();
    expect(done).toBe(false);
    stored?.();
    await leaving;
    expect(done).toBe(true);
    expect(readStoredLocale()).toBe('es');
    vi.unstubAllGlobals();
  });

  it('is the cookie written at once where there is no Cookie Store', async () => {
    await storeLocaleBeforeLeaving('es');
    expect(document.cookie).toContain('locale=es');
  });
});
