import { type I18n, setupI18n } from '@lingui/core';
import type { Locale } from 'shared-contracts';
import { shellCatalogs } from '../i18n/catalogs.ts';

/**
 * A Lingui instance of its own for one server render: renders of both languages run at the same
 * time, and the page's shared instance has one active language.
 */
export async function requestI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  i18n.load(locale, { ...(await shellCatalogs[locale]()) });
  i18n.activate(locale);
  return i18n;
}
