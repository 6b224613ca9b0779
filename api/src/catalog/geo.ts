import type { City, Country, Locale, State } from 'shared-contracts';
import { slugify } from './text.ts';

/**
 * Countries, states and cities from the `country-state-city` package, country names in the
 * request's language from ICU. The package (≈8 MB of JSON) is loaded on first use, not at start,
 * and every answer is computed once and kept in memory.
 */
type GeoPackage = typeof import('country-state-city');

let loading: Promise<GeoPackage> | undefined;
export const loadGeoPackage = () => {
  loading ??= import('country-state-city');
  return loading;
};

const countriesByLocale = new Map<Locale, { list: Country[]; byCode: Map<string, Country> }>();
let statesByCountry: Map<string, State[]> | undefined;
let statesById: Map<string, State> | undefined;
let citiesByState: Map<string, City[]> | undefined;

/** `US-CA`: the country code, a dash, the state's ISO code (which may itself hold dashes). */
const stateId = (countryCode: string, stateCode: string) => `${countryCode}-${stateCode}`;

/** `US-CA-los-angeles`: stable across package updates that add or reorder cities. */
function cityId(parent: string, name: string, taken: Set<string>) {
  const base = `${parent}-${slugify(name) || 'city'}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const byName = (locale: Locale) => {
  const collator = new Intl.Collator(locale);
  return (a: { name: string } | { country: string }, b: { name: string } | { country: string }) =>
    collator.compare('name' in a ? a.name : a.country, 'name' in b ? b.name : b.country);
};

async function countryIndex(locale: Locale) {
  const cached = countriesByLocale.get(locale);
  if (cached) return cached;
  const { Country: countries } = await loadGeoPackage();
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const list: Country[] = countries.getAllCountries().map((entry) => ({
    code: entry.isoCode,
    country: names.of(entry.isoCode) ?? entry.name,
    flag: entry.flag,
  }));
  list.sort(byName(locale));
  const index = { list, byCode: new Map(list.map((country) => [country.code, country])) };
  countriesByLocale.set(locale, index);
  return index;
}

export async function listCountries(locale: Locale): Promise<Country[]> {
  return (await countryIndex(locale)).list;
}

export async function findCountry(code: string, locale: Locale): Promise<Country | undefined> {
  return (await countryIndex(locale)).byCode.get(code.toUpperCase());
}

async function stateIndex() {
  if (statesByCountry && statesById) return { statesByCountry, statesById };
  const { State: states } = await loadGeoPackage();
  const grouped = new Map<string, State[]>();
  const ids = new Map<string, State>();
  for (const entry of states.getAllStates()) {
    const state: State = {
      id: stateId(entry.countryCode, entry.isoCode),
      name: entry.name,
      country_code: entry.countryCode,
    };
    ids.set(state.id, state);
    const list = grouped.get(entry.countryCode) ?? [];
    list.push(state);
    grouped.set(entry.countryCode, list);
  }
  const sort = byName('en');
  for (const list of grouped.values()) list.sort(sort);
  statesByCountry = grouped;
  statesById = ids;
  return { statesByCountry, statesById };
}

/** The states of a country ([] for a country without states), or undefined for an unknown country. */
export async function listStates(countryCode: string): Promise<State[] | undefined> {
  const code = countryCode.toUpperCase();
  if (!(await findCountry(code, 'en'))) return undefined;
  return (await stateIndex()).statesByCountry.get(code) ?? [];
}

/** The cities of a state ([] when the package lists none), or undefined for an unknown state id. */
export async function listCities(id: string): Promise<City[] | undefined> {
  const { statesById: states } = await stateIndex();
  if (!states.has(id)) return undefined;
  if (!citiesByState) {
    const { City: cities } = await loadGeoPackage();
    const grouped = new Map<string, City[]>();
    const taken = new Set<string>();
    for (const entry of cities.getAllCities()) {
      const parent = stateId(entry.countryCode, entry.stateCode);
      const list = grouped.get(parent) ?? [];
      list.push({ id: cityId(parent, entry.name, taken), name: entry.name, state_id: parent });
      grouped.set(parent, list);
    }
    const sort = byName('en');
    for (const list of grouped.values()) list.sort(sort);
    citiesByState = grouped;
  }
  return citiesByState.get(id) ?? [];
}
