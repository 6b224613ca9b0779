import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { createRemoteCatalogs } from 'remote-kit/federation';
import type { Locale } from 'shared-contracts';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';

const shellCatalogs: Record<Locale, Messages> = { en, es };

/** Remotes' catalogs in the one Lingui instance; `remoteCatalogs.loadRemote` is the shell context's. */
export const remoteCatalogs = createRemoteCatalogs(i18n);

/**
 * Loads the shell's and every merged remote's messages for `locale`, then switches Lingui, the
 * document language and dayjs in one step (no half-translated screen in between).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, { ...shellCatalogs[locale] });
  await remoteCatalogs.mergeAll(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

export { i18n };
