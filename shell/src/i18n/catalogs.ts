import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import { createRemoteCatalogs } from 'remote-kit/federation';
import type { Locale } from 'shared-contracts';
import { shellMessages } from './shell-messages.ts';

/** Each language's shell messages in a chunk of its own: a page downloads only the language it shows. */
export const shellCatalogs: Record<Locale, () => Promise<Messages>> = {
  en: shellMessages.en,
  es: async () => {
    // dayjs's Spanish names come with the Spanish messages; English is built into dayjs.
    const [messages] = await Promise.all([shellMessages.es(), import('dayjs/locale/es')]);
    return messages;
  },
};

/** Remotes' catalogs in the one Lingui instance; `remoteCatalogs.loadRemote` is the shell context's. */
export const remoteCatalogs = createRemoteCatalogs(i18n);

/**
 * Loads the shell's and every merged remote's messages for `locale`, then switches Lingui, the
 * document language and dayjs in one step (no half-translated screen in between).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, { ...(await shellCatalogs[locale]()) });
  await remoteCatalogs.mergeAll(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

export { i18n };
