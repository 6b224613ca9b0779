import { COOKIE, DEFAULT_LOCALE, type Locale, readCookie } from 'shared-contracts';

function asLocale(value: string | undefined): Locale | undefined {
  return value === 'en' || value === 'es' ? value : undefined;
}

/** The `locale` cookie's value; a cookie header that cannot be decoded chooses nothing. */
function chosenLanguage(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  try {
    return readCookie(cookieHeader, COOKIE.locale);
  } catch {
    return undefined;
  }
}

/** The languages of an Accept-Language header, most wanted first (`es-MX;q=0.9` → `es`). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The language of a page: the one chosen on the site's EN/ES switch (the `locale` cookie), else
 * the first of the browser's languages the site speaks, else English.
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = asLocale(chosenLanguage(cookieHeader));
  if (chosen) return chosen;
  for (const language of acceptedLanguages(acceptLanguage ?? '')) {
    const spoken = asLocale(language);
    if (spoken) return spoken;
  }
  return DEFAULT_LOCALE;
}
