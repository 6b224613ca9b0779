import useSWR from 'swr';
import type { ApiClient } from '../api-client.ts';
import { call } from '../contract/call.ts';
import { catalogApi } from '../contract/catalog-routes.ts';
import type { Country, Language, SubscriptionPeriod, SubscriptionType, TimeZoneOption } from '../entities.ts';
import { paths } from '../paths.ts';
import { useShell } from './shell-context.tsx';

/** A reference list of the api (countries, time zones, categories), in the page's language. */
function useReferenceList<T>(path: string, query?: Record<string, string | number>) {
  const { api, locale } = useShell();
  // The locale is part of the key: names come translated by Accept-Language.
  return useSWR(
    ['reference', path, locale, JSON.stringify(query ?? {})],
    () => fetchList<T>(api, path, query),
    {
      revalidateIfStale: false,
    },
  );
}

async function fetchList<T>(api: ApiClient, path: string, query?: Record<string, string | number>) {
  const { data } = await api.get<T[]>(path, query);
  return Array.isArray(data) ? data : [];
}

/** Reference lists the contract declares (typed by it), in the page's language. */
const referenceKey = (path: string, locale: string) => ['reference', path, locale, '{}'];

export function useCountries() {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.countries.path, locale),
    async () => (await call(api, catalogApi.countries)).data,
    { revalidateIfStale: false },
  );
}

export function useCategories() {
  const { api, locale } = useShell();
  return useSWR(
    referenceKey(catalogApi.categories.path, locale),
    async () => (await call(api, catalogApi.categories)).data,
    { revalidateIfStale: false },
  );
}

export const useTimezones = () => useReferenceList<TimeZoneOption>(paths.timezone);
/** Every language, read 100 at a time (spec §9) until the last page. */
export function useLanguages() {
  const { api, locale } = useShell();
  return useSWR(
    ['reference', paths.languages, locale, 'all'],
    () => fetchAllPages<Language>(api, paths.languages),
    {
      revalidateIfStale: false,
    },
  );
}

async function fetchAllPages<T>(api: ApiClient, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.list<T>(path, { per_page: 100, page });
    items.push(...answer.data);
    if (!answer.meta || answer.meta.current_page >= answer.meta.last_page || answer.data.length === 0)
      return items;
  }
}
/** The plans of one period (Starter first). */
export const usePlans = (period: SubscriptionPeriod) =>
  useReferenceList<SubscriptionType>(paths.subscriptionTypes, { period });

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
