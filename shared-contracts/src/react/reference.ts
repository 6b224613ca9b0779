import useSWR from 'swr';
import type { ApiClient } from '../api-client.ts';
import { call } from '../contract/call.ts';
import { catalogApi } from '../contract/catalog-routes.ts';
import type { Country, Language, SubscriptionPeriod, TimeZoneOption } from '../entities.ts';
import { useShell } from './shell-context.tsx';

/**
 * The api's reference lists (countries, time zones, categories, languages, plans), in the page's
 * language: the locale is part of each key, as names come translated by Accept-Language.
 */
const referenceKey = (path: string, locale: string, variant = '{}') => ['reference', path, locale, variant];
const KEEP = { revalidateIfStale: false };

export function useCountries() {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.countries.path, locale),
    async () => (await call(api, catalogApi.countries)).data,
    KEEP,
  );
}

export function useCategories() {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.categories.path, locale),
    async () => (await call(api, catalogApi.categories)).data,
    KEEP,
  );
}

export function useTimezones() {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.timeZones.path, locale),
    async () => (await call(api, catalogApi.timeZones)).data,
    KEEP,
  );
}

/** Every language, read 100 at a time (spec §9) until the last page. */
export function useLanguages() {
  const { api, locale } = useShell();
  return useSWR(referenceKey(catalogApi.languages.path, locale, 'all'), () => allLanguages(api), KEEP);
}

async function allLanguages(api: ApiClient): Promise<Language[]> {
  const items: Language[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(api, catalogApi.languages, { query: { per_page: 100, page } });
    items.push(...answer.data);
    if (answer.meta.current_page >= answer.meta.last_page || answer.data.length === 0) return items;
  }
}

/** The plans of one period (Starter first). */
export function usePlans(period: SubscriptionPeriod) {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.subscriptionTypes.path, locale, period),
    async () => (await call(api, catalogApi.subscriptionTypes, { query: { period } })).data,
    KEEP,
  );
}

/** Options for a country picker: flag and name, the code as value. */
export function countryOptions(countries: Country[] | undefined) {
  return (countries ?? []).map((country) => ({
    value: country.code,
    label: country.flag ? `${country.flag} ${country.country}` : country.country,
  }));
}

/** The browser's own time zone when the list offers it. */
export function browserTimezone(zones: TimeZoneOption[] | undefined): string | undefined {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zones?.some((zone) => zone.code === own) ? own : undefined;
}
