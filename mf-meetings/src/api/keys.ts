import type { Locale } from 'shared-contracts';

/** Who the meetings are listed for: the customer's (is_expert false) or the expert's (true). */
export type Role = 'customer' | 'expert';

/**
 * SWR keys. Every key starts with `meetings/` (a realtime event revalidates them all) and holds the
 * locale (answers carry translated rate names).
 */
export const swrKeys = {
  list: (locale: Locale, role: Role, search: string, page: number) =>
    ['meetings/list', locale, role, search, page] as const,
  today: (locale: Locale, role: Role, date: string) => ['meetings/today', locale, role, date] as const,
  soon: (locale: Locale, role: Role) => ['meetings/soon', locale, role] as const,
  one: (locale: Locale, id: number) => ['meetings/one', locale, id] as const,
  /** Not revalidated by realtime events: an expert's rates and an extension's price. */
  expertRates: (locale: Locale, expertId: number) => ['extension/rates', locale, expertId] as const,
  extensionPreview: (locale: Locale, meetingId: number, rate: string) =>
    ['extension/preview', locale, meetingId, rate] as const,
};

/** True for every key above. */
export function isMeetingsKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('meetings/');
}
