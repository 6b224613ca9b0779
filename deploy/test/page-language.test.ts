import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../render/page-language.ts';

describe("a server-rendered page's language", () => {
  it('is the one chosen on the site (the locale cookie) before the browser’s', () => {
    expect(pageLanguage('userType=; locale=es', 'en-US,en;q=0.9')).toBe('es');
    expect(pageLanguage('locale=en', 'es-ES')).toBe('en');
  });

  it('is else the first of the browser’s languages the site speaks, by weight', () => {
    expect(pageLanguage(undefined, 'fr-FR,es-MX;q=0.8,en;q=0.5')).toBe('es');
    expect(pageLanguage(undefined, 'en;q=0.3, es;q=0.9')).toBe('es');
    expect(pageLanguage('', 'es;q=0, en')).toBe('en');
  });

  it('is English when nothing says otherwise, whatever the headers hold', () => {
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(pageLanguage('locale=fr', 'de-DE')).toBe('en');
    expect(pageLanguage('locale=%E0%A4%A', ';;;q=x,,')).toBe('en');
  });
});
