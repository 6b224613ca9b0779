import ISO6391 from 'iso-639-1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApi, type TestApi } from './harness.ts';

/** The package the languages come from: every ISO 639-1 code it knows is served. */
const LANGUAGES = ISO6391.getAllCodes().length;

describe('reference data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('lists every country with its code, localized name and flag', async () => {
    const en = await call(api, 'GET', 'countries');
    expect(en.status).toBe(200);
    const countries = en.body.data as { code: string; country: string; flag: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.country.length).toBeGreaterThan(1);
      // A flag emoji is two regional indicator symbols spelling the code.
      const letters = [...country.flag].map((symbol) =>
        String.fromCharCode((symbol.codePointAt(0) ?? 0) - 0x1f1a5),
      );
      expect(letters.join('')).toBe(country.code);
    }
    expect(countries).toContainEqual({ code: 'US', country: 'United States', flag: '🇺🇸' });
    const es = await call(api, 'GET', 'countries', { lang: 'es' });
    expect(es.body.data).toContainEqual({ code: 'DE', country: 'Alemania', flag: '🇩🇪' });
    expect(es.body.data).toHaveLength(countries.length);
  });

  it('answers reference lists as cacheable for an hour, varying by language', async () => {
    for (const path of ['countries', 'categories', 'rates', 'timezone', 'languages', 'subscription-types']) {
      const result = await call(api, 'GET', path);
      expect(result.headers.get('cache-control'), path).toBe('public, max-age=3600');
      expect(result.headers.get('vary'), path).toMatch(/Accept-Language/i);
    }
  });

  it('lists the states of a country, in any letter case, with ids for the cities call', async () => {
    const result = await call(api, 'GET', 'states?country=us');
    expect(result.status).toBe(200);
    const states = result.body.data as { id: string; name: string; country_code: string }[];
    const names = states.map((state) => state.name);
    for (const name of ['California', 'New York', 'Texas', 'Alaska', 'Hawaii', 'District of Columbia']) {
      expect(names).toContain(name);
    }
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states).toContainEqual({ id: 'US-CA', name: 'California', country_code: 'US' });
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers a country without states with an empty list, an unknown one with 404, a malformed one with 422', async () => {
    const vatican = await call(api, 'GET', 'states?country=VA');
    expect(vatican.status).toBe(200);
    expect(Array.isArray(vatican.body.data)).toBe(true);

    const unknown = await call(api, 'GET', 'states?country=ZZ', { lang: 'es' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No encontrado.');

    const malformed = await call(api, 'GET', 'states?country=USA');
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.country).toEqual(['Select a valid country']);

    const missing = await call(api, 'GET', 'states', { lang: 'es' });
    expect(missing.status).toBe(422);
    expect(missing.body.data.country).toEqual(['Campo requerido']);
  });

  it('lists the cities of a state with stable ids', async () => {
    const result = await call(api, 'GET', 'cities?state_id=US-CA');
    expect(result.status).toBe(200);
    const cities = result.body.data as { id: string; name: string; state_id: string }[];
    expect(cities.length).toBeGreaterThan(500);
    expect(cities).toContainEqual({ id: 'US-CA-los-angeles', name: 'Los Angeles', state_id: 'US-CA' });
    expect(cities.every((city) => city.state_id === 'US-CA')).toBe(true);
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);

    const lower = await call(api, 'GET', 'cities?state_id=us-ca');
    expect(lower.body.data).toEqual(cities);

    // State codes that hold a dash of their own.
    const spain = await call(api, 'GET', 'states?country=ES');
    const madrid = (spain.body.data as { id: string; name: string }[]).find(
      (state) => state.name === 'Madrid',
    );
    expect(madrid).toBeDefined();
    const madridCities = await call(api, 'GET', `cities?state_id=${madrid?.id}`);
    expect(madridCities.body.data.map((city: { name: string }) => city.name)).toContain('Madrid');
  });

  it('answers an unknown state with 404 and a missing one with 422', async () => {
    expect((await call(api, 'GET', 'cities?state_id=US-ZZ')).status).toBe(404);
    expect((await call(api, 'GET', 'cities?state_id=nothing')).status).toBe(404);
    const missing = await call(api, 'GET', 'cities?state_id=');
    expect(missing.status).toBe(422);
    expect(missing.body.data.state_id).toEqual(['Field required']);
  });

  it('lists every IANA time zone', async () => {
    const result = await call(api, 'GET', 'timezone');
    expect(result.status).toBe(200);
    const codes = (result.body.data as { code: string }[]).map((zone) => zone.code);
    expect(codes.length).toBeGreaterThan(400);
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Europe/Madrid', 'Asia/Kolkata', 'UTC']) {
      expect(codes).toContain(zone);
    }
    // The current name only, not ICU's older alias as well.
    expect(codes).not.toContain('Asia/Calcutta');
    for (const code of codes) expect(() => new Intl.DateTimeFormat('en', { timeZone: code })).not.toThrow();
  });

  it('pages through the ISO 639-1 languages, named in the request language', async () => {
    const first = await call(api, 'GET', 'languages?per_page=50');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(LANGUAGES).toBeGreaterThan(180);
    const lastPage = Math.ceil(LANGUAGES / 50);
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: lastPage,
      per_page: 50,
      total: LANGUAGES,
      from: 1,
      to: 50,
    });
    const last = await call(api, 'GET', `languages?per_page=50&page=${lastPage}`);
    expect(last.body.data).toHaveLength(LANGUAGES - (lastPage - 1) * 50);
    expect(last.body.meta).toMatchObject({
      current_page: lastPage,
      from: (lastPage - 1) * 50 + 1,
      to: LANGUAGES,
    });

    const all = await call(api, 'GET', 'languages?per_page=1000');
    const languages = all.body.data as { id: number; name: string; iso_code: string }[];
    expect(languages).toHaveLength(LANGUAGES);
    expect(new Set(languages.map((language) => language.iso_code)).size).toBe(LANGUAGES);
    expect(languages.find((language) => language.iso_code === 'es')?.name).toBe('Spanish');
    const spanish = await call(api, 'GET', 'languages?per_page=1000', { lang: 'es' });
    const alemán = (spanish.body.data as typeof languages).find((language) => language.iso_code === 'de');
    expect(alemán?.name).toBe('Alemán');
    expect(alemán?.id).toBe(languages.find((language) => language.iso_code === 'de')?.id);

    const byDefault = await call(api, 'GET', 'languages');
    expect(byDefault.body.meta.per_page).toBe(100);
    expect(byDefault.body.data).toHaveLength(100);
  });

  it('refuses out-of-range language pages with 422 and answers a page past the end empty', async () => {
    for (const query of ['per_page=0', 'per_page=1001', 'page=0', 'per_page=abc']) {
      const result = await call(api, 'GET', `languages?${query}`);
      expect(result.status, query).toBe(422);
    }
    const past = await call(api, 'GET', 'languages?page=99');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({
      current_page: 99,
      last_page: 2,
      from: null,
      to: null,
      total: LANGUAGES,
    });
  });

  it('lists 12+ categories with 4+ subcategories each, with unique slugs and names in both languages', async () => {
    const en = await call(api, 'GET', 'categories');
    expect(en.status).toBe(200);
    type Category = {
      id: number;
      name: string;
      slug: string;
      image: string | null;
      subcategories: unknown[];
    };
    const categories = en.body.data as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const slugs = categories.flatMap((category) => [
      category.slug,
      ...(category.subcategories as { slug: string }[]).map((sub) => sub.slug),
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.subcategories.length).toBeGreaterThanOrEqual(4);
      for (const sub of category.subcategories) {
        expect(sub).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
      }
    }
    const psychology = categories.find((category) => category.slug === 'psychology');
    expect(psychology?.name).toBe('Psychology');

    const es = await call(api, 'GET', 'categories', { lang: 'es' });
    const psicologia = (es.body.data as Category[]).find((category) => category.slug === 'psychology');
    expect(psicologia?.name).toBe('Psicología');
    expect(psicologia?.id).toBe(psychology?.id);
    expect(psicologia?.subcategories).toContainEqual(
      expect.objectContaining({ slug: 'couples-therapy', name: 'Terapia de pareja' }),
    );
  });

  it('answers one category by id, 404 for an unknown id and 422 for a malformed one', async () => {
    const list = (await call(api, 'GET', 'categories')).body.data as { id: number }[];
    const first = list[0];
    const one = await call(api, 'GET', `categories/${first?.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await call(api, 'GET', 'categories/999999')).status).toBe(404);
    expect((await call(api, 'GET', 'categories/99999999999')).status).toBe(422);
    const malformed = await call(api, 'GET', 'categories/abc', { lang: 'es' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.id).toEqual(['Debe ser un número']);
  });

  it('lists the three rates with duration and minimum price in dollars', async () => {
    const result = await call(api, 'GET', 'rates');
    expect(result.status).toBe(200);
    const rates = result.body.data as { slug: string; duration: number; minprice: number; price: null }[];
    expect(rates.map((rate) => [rate.slug, rate.duration])).toEqual([
      ['express', 15],
      ['short', 30],
      ['large', 60],
    ]);
    for (const rate of rates) {
      expect(rate).toEqual({
        name: expect.any(String),
        slug: rate.slug,
        duration: rate.duration,
        price: null,
        minprice: expect.any(Number),
        fee: null,
      });
      expect(rate.minprice).toBeGreaterThan(0);
    }
    // A longer meeting never has a lower floor.
    expect(rates.map((rate) => rate.minprice)).toEqual(
      [...rates.map((rate) => rate.minprice)].sort((a, b) => a - b),
    );
  });

  it('lists the plans of each period: Starter with a 30-day trial and at least one paid tier', async () => {
    type Plan = { id: number; slug: string; name: string; price: number; period: string; trial_days: number };
    for (const period of ['monthly', 'yearly']) {
      const result = await call(api, 'GET', `subscription-types?period=${period}`);
      expect(result.status).toBe(200);
      const plans = result.body.data as Plan[];
      expect(plans.every((plan) => plan.period === period)).toBe(true);
      const starter = plans.find((plan) => plan.slug === `starter-${period}`);
      expect(starter).toMatchObject({ name: 'Starter', trial_days: 30 });
      expect(plans.some((plan) => plan.trial_days === 0 && plan.price > 0)).toBe(true);
      for (const plan of plans) {
        expect(plan).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          slug: expect.any(String),
          price: expect.any(Number),
          period,
          description: expect.any(String),
          trial_days: expect.any(Number),
        });
      }
    }
    const all = await call(api, 'GET', 'subscription-types');
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const es = await call(api, 'GET', 'subscription-types?period=monthly', { lang: 'es' });
    expect(es.body.data[0].description).toMatch(/30 días gratis/);

    const bad = await call(api, 'GET', 'subscription-types?period=weekly');
    expect(bad.status).toBe(422);
    expect(bad.body.data.period).toEqual(['Invalid value']);
  });
});
