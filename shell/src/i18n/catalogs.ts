import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { Locale, RemoteName } from 'shared-contracts';
import { loadRemoteModule } from '../federation/load-remote.ts';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';

const shellCatalogs: Record<Locale, Messages> = { en, es };

/** Remotes whose catalogs were merged: a language change reloads theirs too. */
const mergedRemotes = new Set<RemoteName>();

/** Merges one remote's `./catalog/<locale>` into the one Lingui instance. */
export async function mergeRemoteCatalog(remote: RemoteName, locale: Locale): Promise<void> {
  const module = await loadRemoteModule(remote, locale === 'es' ? './catalog/es' : './catalog/en');
  i18n.load(locale, { ...(module.messages as Messages) });
  mergedRemotes.add(remote);
}

/**
 * Loads the shell's and every merged remote's messages for `locale`, then switches Lingui, the
 * document language and dayjs in one step (no half-translated screen in between).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, { ...shellCatalogs[locale] });
  await Promise.all(
    [...mergedRemotes].map((remote) =>
      mergeRemoteCatalog(remote, locale).catch((error: unknown) => {
        // The remote's own route shows its failure; the shell still changes language.
        console.error(`[shell] catalog ${locale} of ${remote} could not be loaded`, error);
      }),
    ),
  );
  i18n.activate(locale);
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

export { i18n };
