import { describe, expect, it, vi } from 'vitest';
import { readStoredLocale, storeLocale } from './locale-store.ts';

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
