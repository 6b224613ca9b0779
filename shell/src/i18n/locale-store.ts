import { COOKIE, DEFAULT_LOCALE, LOCALES, type Locale, readCookie } from 'shared-contracts';

const STORAGE_KEY = 'locale';
const ONE_YEAR = 60 * 60 * 24 * 365;

function asLocale(value: string | null | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}

/** The language the visitor chose on the EN/ES switch of this device (cookie, then localStorage), if any. */
export function chosenLocale(): Locale | undefined {
  const fromCookie = asLocale(readCookie(document.cookie, COOKIE.locale));
  if (fromCookie) return fromCookie;
  try {
    return asLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages the site speaks (what its Accept-Language says). */
function browserLocale(): Locale | undefined {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const language of languages) {
    const spoken = asLocale(language.toLowerCase().split('-')[0]);
    if (spoken) return spoken;
  }
  return undefined;
}

/**
 * The visitor's language: the one chosen on this device, else the browser's (as the server
 * renders a public page: a Spanish browser's pages are Spanish before and after signing in), else en.
 */
export function readStoredLocale(): Locale {
  return chosenLocale() ?? browserLocale() ?? DEFAULT_LOCALE;
}

/** Keeps the choice across visits; the api also reads the cookie for its messages. */
export function storeLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${COOKIE.locale}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the cookie is enough
  }
}

/**
 * Stores the choice and resolves once a request of this page carries it. Chromium hands a
 * `document.cookie` write to its network service asynchronously, so a reload right after it may
 * leave without the cookie (seen in CI: a language switch's reload came back in the old language);
 * the Cookie Store API resolves once the cookie is stored. Without it, the write is all there is.
 */
export async function storeLocaleBeforeLeaving(locale: Locale): Promise<void> {
  storeLocale(locale);
  if (!('cookieStore' in window)) return;
  await window.cookieStore
    .set({
      name: COOKIE.locale,
      value: locale,
      path: '/',
      expires: Date.now() + ONE_YEAR * 1000,
      sameSite: 'lax',
    })
    .catch(() => undefined);
}
