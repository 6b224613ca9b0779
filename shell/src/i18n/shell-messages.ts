import type { Messages } from '@lingui/core';
import type { Locale } from 'shared-contracts';

/** The shell's own messages, each language in a chunk of its own. */
export const shellMessages: Record<Locale, () => Promise<Messages>> = {
  en: async () => (await import('../locales/en/messages.po')).messages,
  es: async () => (await import('../locales/es/messages.po')).messages,
};
