import useSWR from 'swr';
import type { ApiClient } from '../api-client.ts';
import { call } from '../contract/call.ts';
import { catalogApi } from '../contract/catalog-routes.ts';
import type { Country, Language, SubscriptionPeriod, TimeZoneOption } from '../entities.ts';
import { useShell } from './shell-context.tsx';

/**
 * One of the api's reference lists (countries, time zones, categories, languages, plans), read once
 * per language and kept: the locale is part of the key, as names come translated by
 * Accept-Language (`variant`: what else the key needs).
 */
function useReference<T>(path: string, read: (api: ApiClient) => Promise<T>, variant = '{}') {
  const { api, locale } = useShell();
  return useSWR(['reference', path, locale, variant], () => read(api), { revalidateIfStale: false });
}

export const useCountries = () =>
  useReference(catalogApi.countries.path, async (api) => (await call(api, catalogApi.countries)).data);

export const useCategories = () =>
  useReference(catalogApi.categories.path, async (api) => (await call(api, catalogApi.categories)).data);

export const useTimezones = () =>
  useReference(catalogApi.timeZones.path, async (api) => (await call(api, catalogApi.timeZones)).data);

/** Every language, read 100 at a time (spec §9) until the last page. */
export const useLanguages = () => useReference(catalogApi.languages.path, allLanguages, 'all');

async function allLanguages(api: ApiClient): Promise<Language[]> {
  const items: Language[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(api, catalogApi.languages, { query: { per_page: 100, page } });
    items.push(...answer.data);
    if (answer.meta.current_page >= answer.meta.last_page || answer.data.length === 0) return items;
  }
}

/** The plans of one period (Starter first). */
export const usePlans = (period: SubscriptionPeriod) =>
  useReference(
    catalogApi.subscriptionTypes.path,
    async (api) => (await call(api, catalogApi.subscriptionTypes, { query: { period } })).data,
    period,
  );

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
