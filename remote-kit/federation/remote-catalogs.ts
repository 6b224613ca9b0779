import type { I18n, Messages } from '@lingui/core';
import type { Locale, RemoteName } from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { loadRemoteModule } from './load-remote.ts';

/**
 * Merges remotes' catalogs into one Lingui instance (the shell's, or a harness's): each remote's
 * `./catalog/<locale>` when one of its modules is loaded, and again for every merged remote when
 * the language changes.
 */
export function createRemoteCatalogs(i18n: I18n, load = loadRemoteModule) {
  const merged = new Set<RemoteName>();

  async function merge(remote: RemoteName, locale: Locale): Promise<void> {
    // Known before its catalog arrives: a language chosen while a remote still loads (a click on
    // ES as the booking page opens) merges that remote's catalog too before switching, instead of
    // leaving its screen in the old language.
    merged.add(remote);
    const module = await load(remote, locale === 'es' ? './catalog/es' : './catalog/en');
    i18n.load(locale, { ...(module.messages as Messages) });
  }

  /** Loads the catalogs of every merged remote for `locale`; a remote that fails is only logged. */
  async function mergeAll(locale: Locale): Promise<void> {
    await Promise.all(
      [...merged].map((remote) =>
        merge(remote, locale).catch((error: unknown) => {
          // The remote's own place on the page shows its failure; the language still changes.
          console.error(`[federation] catalog ${locale} of ${remote} could not be loaded`, error);
        }),
      ),
    );
  }

  /** The `loadRemote` of the shell context: the module, with its remote's catalog merged first. */
  const loadRemote: LoadRemote = async (remote, module) => {
    const [loaded] = await Promise.all([load(remote, module), merge(remote, i18n.locale as Locale)]);
    return loaded;
  };

  return { merge, mergeAll, loadRemote };
}
