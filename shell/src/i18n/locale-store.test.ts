import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredLocale, storeLocale } from './locale-store.ts';

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the switch sets.
  document.cookie = 'locale=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

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
