import type { Locale } from 'shared-contracts';

/**
 * SWR keys of the studio. Each holds the locale (answers carry translated names and messages);
 * `studio/earnings…` keys are read again together after a funds request or a bank change.
 */
export const swrKeys = {
  earnings: (locale: Locale) => ['studio/earnings', locale] as const,
  earningsMeetings: (locale: Locale, page: number) => ['studio/earnings/meets', locale, page] as const,
  bankAccount: (locale: Locale) => ['studio/earnings/bank-account', locale] as const,
  openPosts: (locale: Locale) => ['studio/open-posts', locale] as const,
  ownExpert: (locale: Locale, id: number) => ['studio/own-expert', locale, id] as const,
  calendars: (locale: Locale) => ['studio/calendars', locale] as const,
};

/** True for every earnings key (figures, meetings, bank account). */
export function isEarningsKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('studio/earnings');
}
