import { LOCALES, type Locale } from 'shared-contracts';

/**
 * The language of a mail to a person: the one they chose on the EN/ES switch (stored on the
 * account), else `fallback` (what the caller knows without a choice: the page that asked, the country).
 */
export function recipientLocale(chosen: string | null, fallback: Locale): Locale {
  return LOCALES.find((locale) => locale === chosen) ?? fallback;
}
