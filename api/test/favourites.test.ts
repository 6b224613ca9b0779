import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

describe('favourites', () => {
  let api: TestApi;
  let customer: TestAccount;
  let experts: TestAccount[];

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    customer = await registerCustomer(api);
    experts = [];
    for (const name of ['Amaranta', 'Bertil', 'Cosima']) {
      experts.push(await registerExpert(api, { first_name: name, last_name: 'Favouritson' }));
    }
  });
  afterAll(async () => api.close());

  const ids = () => experts.map((expert) => expert.userId);

  it('adds experts (idempotent) and marks them on every expert read for that customer only', async () => {
    const [a, b] = ids();
    const added = await call(api, 'PUT', `experts/${a}/add-favourite`, { token: customer.token });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ data: { id: a, is_favorite: true }, message: 'Expert added to favourites' });
    const again = await call(api, 'PUT', `experts/${a}/add-favourite`, { token: customer.token, lang: 'es' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Experto añadido a favoritos');
    await call(api, 'PUT', `experts/${b}/add-favourite`, {
      cookies: customer.cookies,
      csrf: customer.csrf,
    });

    const list = await call(api, 'GET', 'experts?s=favouritson', { token: customer.token });
    const marks = Object.fromEntries(
      list.body.data.map((expert: { id: number; is_favorite: boolean }) => [expert.id, expert.is_favorite]),
    );
    expect(marks).toEqual({ [a as number]: true, [b as number]: true, [ids()[2] as number]: false });
    expect((await call(api, 'GET', `experts/${a}`, { token: customer.token })).body.data.is_favorite).toBe(
      true,
    );
    // Nobody else sees them as favourites.
    const stranger = await registerCustomer(api);
    expect((await call(api, 'GET', `experts/${a}`, { token: stranger.token })).body.data.is_favorite).toBe(
      false,
    );
    expect((await call(api, 'GET', `experts/${a}`)).body.data.is_favorite).toBe(false);
    // The expert sees the like in their stats.
    const profile = await call(api, 'GET', 'experts/profile', { token: experts[0]?.token });
    expect(profile.body.data.metadata.likes).toBe(1);
  });

  it('lists favourites most recently saved first, paged like /experts', async () => {
    const [a, b, c] = ids();
    await call(api, 'PUT', `experts/${c}/add-favourite`, { token: customer.token });
    const page = await call(api, 'GET', 'experts/favourites?per_page=2', { token: customer.token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((expert: { id: number }) => expert.id)).toEqual([c, b]);
    expect(page.body.data[0]).toMatchObject({
      is_favorite: true,
      first_name: 'Cosima',
      subcategories: expect.any(Array),
    });
    expect(page.body.meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 3,
      from: 1,
      to: 2,
    });
    const second = await call(api, 'GET', 'experts/favourites?per_page=2&page=2', { token: customer.token });
    expect(second.body.data.map((expert: { id: number }) => expert.id)).toEqual([a]);
    const bad = await call(api, 'GET', 'experts/favourites?per_page=500', {
      token: customer.token,
      lang: 'es',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.per_page).toEqual(['Valor inválido']);
  });

  it('filters GET /experts to the favourites with favorites=1 (none for a guest)', async () => {
    const [a, b, c] = ids();
    const mine = await call(api, 'GET', 'experts?favorites=1', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((expert: { id: number }) => expert.id).sort()).toEqual([a, b, c].sort());
    expect(mine.body.meta.total).toBe(3);
    expect(mine.body.data.every((expert: { is_favorite: boolean }) => expert.is_favorite)).toBe(true);
    const searched = await call(api, 'GET', 'experts?favorites=true&s=cosima', { token: customer.token });
    expect(searched.body.data.map((expert: { id: number }) => expert.id)).toEqual([c]);
    const guest = await call(api, 'GET', 'experts?favorites=1');
    expect(guest.body).toMatchObject({ data: [], meta: { total: 0 } });
    const odd = await call(api, 'GET', 'experts?favorites=maybe', { lang: 'es' });
    expect(odd.status).toBe(422);
    expect(odd.body.data.favorites).toEqual(['Valor inválido']);
  });

  it('removes favourites (idempotent)', async () => {
    const [, b] = ids();
    const removed = await call(api, 'PUT', `experts/${b}/remove-favourite`, { token: customer.token });
    expect(removed.body).toEqual({
      data: { id: b, is_favorite: false },
      message: 'Expert removed from favourites',
    });
    const again = await call(api, 'PUT', `experts/${b}/remove-favourite`, { token: customer.token });
    expect(again.status).toBe(200);
    expect((await call(api, 'GET', `experts/${b}`, { token: customer.token })).body.data.is_favorite).toBe(
      false,
    );
    const list = await call(api, 'GET', 'experts/favourites', { token: customer.token });
    expect(list.body.data.map((expert: { id: number }) => expert.id)).not.toContain(b);
  });

  it('answers 404 for an unknown expert or a customer, 403 for yourself, 401 without a session, 422 for a bad id', async () => {
    expect((await call(api, 'PUT', 'experts/999999/add-favourite', { token: customer.token })).status).toBe(
      404,
    );
    expect(
      (await call(api, 'PUT', 'experts/999999/remove-favourite', { token: customer.token })).status,
    ).toBe(404);
    const stranger = await registerCustomer(api);
    expect(
      (await call(api, 'PUT', `experts/${stranger.userId}/add-favourite`, { token: customer.token })).status,
    ).toBe(404);
    const expert = experts[0] as TestAccount;
    const self = await call(api, 'PUT', `experts/${expert.userId}/add-favourite`, { token: expert.token });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot add yourself to your favourites');
    expect((await call(api, 'PUT', `experts/${expert.userId}/add-favourite`)).status).toBe(401);
    expect((await call(api, 'GET', 'experts/favourites')).status).toBe(401);
    expect((await call(api, 'PUT', 'experts/abc/add-favourite', { token: customer.token })).status).toBe(422);
    const noCsrf = await call(api, 'PUT', `experts/${expert.userId}/add-favourite`, {
      cookies: customer.cookies,
    });
    expect(noCsrf.status).toBe(403);
  });

  it('shows an expert as the same card in the search grid and in the favourites list, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      const search = await call(api, 'GET', 'experts?s=favouritson&per_page=50', {
        token: customer.token,
        lang,
      });
      const saved = await call(api, 'GET', 'experts/favourites?per_page=50', { token: customer.token, lang });
      expect(saved.body.data.length).toBeGreaterThan(0);
      for (const card of saved.body.data as { id: number }[]) {
        expect(search.body.data.find((other: { id: number }) => other.id === card.id)).toEqual(card);
      }
    }
  });
});
