import useSWR from 'swr';
import type { ApiClient } from '../api-client.ts';
import type {
  Category,
  Country,
  Language,
  SubscriptionPeriod,
  SubscriptionType,
  TimeZoneOption,
} from '../entities.ts';
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

export const useCountries = () => useReferenceList<Country>(paths.countries);
export const useTimezones = () => useReferenceList<TimeZoneOption>(paths.timezone);
export const useCategories = () => useReferenceList<Category>(paths.categories, { per_page: 100 });
/** Languages, 100 at a time (spec §9): the list fits in one page. */
export const useLanguages = () => useReferenceList<Language>(paths.languages, { per_page: 100 });
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
