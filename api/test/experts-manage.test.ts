import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, expertSubcategories, favourites, uploads } from '../src/db/schema/index.ts';
import { hashToken } from '../src/identity/tokens.ts';
import { catalogIds, givePlan, hoursFromNow, insertMeeting, registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny real PNG. */
function png() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(14))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadImage(api: TestApi, account: TestAccount): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'work.png');
  const response = await fetch(`${api.url}/api/v1/file-upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = await response.json();
  expect(response.status).toBe(201);
  return body.data.file;
}

describe('expert profile management', () => {
  let api: TestApi;
  let expert: TestAccount;
  let other: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    expert = await registerExpert(api, { first_name: 'Odalys', last_name: 'Brightwater' });
    other = await registerExpert(api);
    customer = await registerCustomer(api);
  });
  afterAll(async () => api.close());

  describe('PUT /experts/profile', () => {
    it('saves the registration fields: languages, categories, subcategories and phone number', async () => {
      const ids = await catalogIds(api);
      const [first, second] = ids.categories;
      const result = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: {
          languages: ids.languages.slice(1),
          categories: [first?.id, second?.id],
          subcategories: [second?.subcategories[0]],
          phone_number: '+1 555 123 4567',
        },
      });
      expect(result.status).toBe(200);
      expect(result.body.message).toBe('Profile updated successfully');
      const page = (await call(api, 'GET', `experts/${expert.userId}`)).body.data;
      expect(page.languages.map((language: { id: number }) => language.id)).toEqual(ids.languages.slice(1));
      expect(page.subcategories.map((sub: { id: number }) => sub.id)).toEqual([second?.subcategories[0]]);
      const header = (await call(api, 'GET', 'customers/profile', { token: expert.token })).body.data;
      expect(header.phone_number).toBe('+1 555 123 4567');
      // Search follows the subcategories.
      const found = await call(api, 'GET', 'experts?s=brightwater');
      expect(found.body.data[0].subcategories.map((sub: { id: number }) => sub.id)).toEqual([
        second?.subcategories[0],
      ]);
      // Choosing other categories drops the subcategories of the ones left out.
      const narrowed = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { categories: [first?.id] },
      });
      expect(narrowed.status).toBe(200);
      const left = await api.app.db
        .select()
        .from(expertSubcategories)
        .where(eq(expertSubcategories.expertId, expert.userId));
      expect(left).toEqual([]);
      // Your own email again is no change: no password is asked (test/email-change.test.ts).
      const same = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { email: expert.email.toUpperCase() },
      });
      expect(same.status).toBe(200);
      expect(same.body.message).toBe('Profile updated successfully');
    });

    it('refuses the registration rules, in English and Spanish', async () => {
      const ids = await catalogIds(api);
      const [first, second] = ids.categories;
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ email: 'not-mail' }, 'email', 'Invalid email format', 'Formato de correo inválido'],
        [{ languages: [] }, 'languages', 'Select one language', 'Selecciona un idioma'],
        [{ categories: [] }, 'categories', 'Select one category', 'Selecciona una categoría'],
        [
          { categories: ids.categories.map((category) => category.id) },
          'categories',
          'Max. 3 categories',
          'Máx. 3 categorías',
        ],
        [
          { categories: [first?.id], subcategories: [second?.subcategories[0]] },
          'subcategories',
          'Each subcategory must belong to one of the chosen categories',
          'Cada subcategoría debe pertenecer a una de las categorías elegidas',
        ],
        [{ years_of_experience: -3 }, 'years_of_experience', 'Must be a number', 'Debe ser un número'],
        [{ years_of_experience: 10000 }, 'years_of_experience', 'Must be a number', 'Debe ser un número'],
        [{ last_name: 'x'.repeat(66) }, 'last_name', 'Max. 65 characters', 'Máx. 65 caracteres'],
        [
          { phone_number: 'nope' },
          'phone_number',
          'Enter a valid phone number',
          'Ingresa un número de teléfono válido',
        ],
      ];
      for (const [body, field, en, es] of cases) {
        const english = await call(api, 'PUT', 'experts/profile', { token: expert.token, body });
        expect(english.status, JSON.stringify(body)).toBe(422);
        expect(english.body.data[field], JSON.stringify(body)).toEqual([en]);
        const spanish = await call(api, 'PUT', 'experts/profile', { token: expert.token, lang: 'es', body });
        expect(spanish.body.data[field], JSON.stringify(body)).toEqual([es]);
      }
    });

    it('answers the dialog toasts for about me and video saved alone; accepts numeric text for years', async () => {
      const about = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { about_me: 'Helping families talk again.' },
      });
      expect(about.body.message).toBe('About me updated succesfully');
      const video = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        lang: 'es',
        body: { profile_video: 'https://videos.example.test/me.mp4' },
      });
      expect(video.body.message).toBe('Video actualizado con éxito');
      const years = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { years_of_experience: '0012' },
      });
      expect(years.status).toBe(200);
      expect(years.body.data.years_of_experience).toBe(12);
      const required = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { about_me: '' },
      });
      expect(required.body.data.about_me).toEqual(['Field required']);
    });

    it('counts finished meetings, upcoming booked meetings and likes in the metadata', async () => {
      const fresh = await registerExpert(api);
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(-48),
      });
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(-24),
        finishedAt: hoursFromNow(-23.9),
      });
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(24),
      });
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(26),
      });
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(28),
      });
      // Neither a released booking nor a reserved one counts.
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(-72),
        state: 'released',
      });
      await insertMeeting(api, {
        expertId: fresh.userId,
        customerId: customer.userId,
        startsAt: hoursFromNow(30),
        state: 'reserved',
      });
      await api.app.db.insert(favourites).values({ customerId: customer.userId, expertId: fresh.userId });
      const profile = await call(api, 'GET', 'experts/profile', { token: fresh.token });
      expect(profile.body.data.metadata).toEqual({ meets: 2, requests: 3, likes: 1 });
    });
  });

  describe('PUT /experts/profile/switch', () => {
    it('keeps a plain customer in customer mode and says expert mode is not open', async () => {
      const result = await call(api, 'PUT', 'experts/profile/switch', {
        token: customer.token,
        body: { is_account_expert: true },
      });
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({
        is_account_expert: false,
        user_type: 'customer',
        can_enter_expert_mode: false,
        has_expert_profile: false,
        subscription: null,
      });
      expect(result.body.message).toBe('An active plan is needed to enter expert mode');
      expect(result.setCookies.isAccountExpert).toBe('false');
    });

    it('lets an expert with a live plan in, as an expert-area session, and back out', async () => {
      const noPlan = await call(api, 'PUT', 'experts/profile/switch', {
        token: other.token,
        body: { is_account_expert: 1 },
      });
      expect(noPlan.body.data).toMatchObject({ can_enter_expert_mode: false, has_expert_profile: true });

      const plan = await givePlan(api, expert.userId, 'trialing');
      const login = await call(api, 'POST', 'login', {
        body: { email: expert.email, password: expert.password, area: 'customer' },
      });
      const cookies = login.setCookies;
      const on = await call(api, 'PUT', 'experts/profile/switch', {
        cookies,
        csrf: cookies.csrfToken,
        body: { is_account_expert: true },
      });
      expect(on.status).toBe(200);
      expect(on.body.message).toBe('Account change to EXPERT');
      expect(on.body.data).toEqual({
        is_account_expert: true,
        user_type: 'expert',
        can_enter_expert_mode: true,
        has_expert_profile: true,
        subscription: { id: plan?.id },
      });
      expect(on.setCookies).toMatchObject({ userType: 'expert', isAccountExpert: 'true' });
      expect(on.setCookies.authToken).toBe(cookies.authToken);
      const [session] = await api.app.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(cookies.authToken ?? '')));
      expect(session?.userType).toBe('expert');

      const off = await call(api, 'PUT', 'experts/profile/switch', {
        cookies,
        csrf: cookies.csrfToken,
        lang: 'es',
        body: { is_account_expert: false },
      });
      expect(off.body.message).toBe('Cuenta cambiada a CLIENTE');
      expect(off.body.data).toMatchObject({ is_account_expert: false, user_type: 'customer' });
      expect(off.setCookies).toMatchObject({ userType: 'customer', isAccountExpert: 'false' });
    });

    it('refuses a missing or odd flag and a call without a session', async () => {
      const missing = await call(api, 'PUT', 'experts/profile/switch', { token: expert.token, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.data.is_account_expert).toEqual(['Invalid value']);
      const odd = await call(api, 'PUT', 'experts/profile/switch', {
        token: expert.token,
        lang: 'es',
        body: { is_account_expert: 'yes' },
      });
      expect(odd.body.data.is_account_expert).toEqual(['Valor inválido']);
      expect(
        (await call(api, 'PUT', 'experts/profile/switch', { body: { is_account_expert: true } })).status,
      ).toBe(401);
    });
  });

  describe('PUT /experts/profile/gallery', () => {
    it('replaces the gallery with uploaded images, in order', async () => {
      const first = await uploadImage(api, expert);
      const second = await uploadImage(api, expert);
      const result = await call(api, 'PUT', 'experts/profile/gallery', {
        token: expert.token,
        body: { media: [second, first] },
      });
      expect(result.status).toBe(200);
      expect(result.body.message).toBe('Gallery updated succesfully');
      expect(result.body.data).toEqual({ gallery: [{ file: second }, { file: first }] });
      const page = (await call(api, 'GET', `experts/${expert.userId}`)).body.data;
      expect(page.gallery).toEqual([{ file: second }, { file: first }]);
      const emptied = await call(api, 'PUT', 'experts/profile/gallery', {
        token: expert.token,
        body: { media: [first] },
      });
      expect(emptied.body.data.gallery).toEqual([{ file: first }]);
      expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.gallery).toEqual([
        { file: first },
      ]);
    });

    it('accepts images only, at most 12, in English and Spanish', async () => {
      const video = `${randomBytes(16).toString('hex')}.mp4`;
      await api.app.db
        .insert(uploads)
        .values({ userId: expert.userId, storedName: video, mimeType: 'video/mp4', sizeBytes: 10 });
      const image = await uploadImage(api, expert);
      const cases: [unknown, string, string][] = [
        [[`/api/v1/uploads/${video}`], 'The gallery accepts images only', 'La galería solo acepta imágenes'],
        [
          ['https://elsewhere.example.test/a.png'],
          'The gallery accepts images only',
          'La galería solo acepta imágenes',
        ],
        [
          [`/api/v1/uploads/${'0'.repeat(32)}.png`],
          'Choose a file you uploaded yourself.',
          'Elige un archivo que hayas subido tú.',
        ],
        [Array.from({ length: 13 }, () => image), 'Max. 12 images', 'Máx. 12 imágenes'],
      ];
      for (const [media, en, es] of cases) {
        const english = await call(api, 'PUT', 'experts/profile/gallery', {
          token: expert.token,
          body: { media },
        });
        expect(english.status).toBe(422);
        expect(english.body.data.media).toEqual([en]);
        const spanish = await call(api, 'PUT', 'experts/profile/gallery', {
          token: expert.token,
          lang: 'es',
          body: { media },
        });
        expect(spanish.body.data.media).toEqual([es]);
      }
      const missing = await call(api, 'PUT', 'experts/profile/gallery', { token: expert.token, body: {} });
      expect(missing.status).toBe(422);
    });

    it('is for experts only', async () => {
      const result = await call(api, 'PUT', 'experts/profile/gallery', {
        token: customer.token,
        body: { media: [] },
      });
      expect(result.status).toBe(403);
      expect((await call(api, 'PUT', 'experts/profile/gallery', { body: { media: [] } })).status).toBe(401);
    });
  });

  describe('certifications', () => {
    it('creates, lists, updates and deletes your own certifications', async () => {
      const created = await call(api, 'POST', 'experts/certifications', {
        token: expert.token,
        body: {
          name: 'Systemic Therapy',
          company_name: 'Institute of Family Studies',
          finish_date: '2019-06',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Certification created successfully');
      expect(created.body.data).toMatchObject({
        id: expect.any(Number),
        name: 'Systemic Therapy',
        company_name: 'Institute of Family Studies',
        finish_date: '2019-06',
        finish_month: 6,
        finish_year: 2019,
      });
      const second = await call(api, 'POST', 'experts/certifications', {
        token: expert.token,
        body: { name: 'Mediation', company_name: 'Bar Association', finish_month: '03', finish_year: '2022' },
      });
      expect(second.body.data.finish_date).toBe('2022-03');
      const list = await call(api, 'GET', 'experts/certifications', { token: expert.token });
      expect(list.body.data.map((item: { name: string }) => item.name)).toEqual([
        'Mediation',
        'Systemic Therapy',
      ]);

      const updated = await call(api, 'PUT', `experts/certifications/${created.body.data.id}`, {
        token: expert.token,
        body: { name: 'Systemic Family Therapy', company_name: 'IFS', finish_month: 7, finish_year: 2020 },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Certification updated successfully');
      expect(updated.body.data).toMatchObject({ name: 'Systemic Family Therapy', finish_date: '2020-07' });
      const page = (await call(api, 'GET', `experts/${expert.userId}`)).body.data;
      expect(page.certifications).toContainEqual({
        id: created.body.data.id,
        name: 'Systemic Family Therapy',
        company_name: 'IFS',
        finish_date: '2020-07',
      });

      const deleted = await call(api, 'DELETE', `experts/certifications/${second.body.data.id}`, {
        token: expert.token,
        lang: 'es',
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Certificación eliminada con éxito');
      const after = await call(api, 'GET', 'experts/certifications', { token: expert.token });
      expect(after.body.data.map((item: { id: number }) => item.id)).toEqual([created.body.data.id]);
    });

    it("answers 404 for another expert's certification and 403 to a customer", async () => {
      const mine = await call(api, 'POST', 'experts/certifications', {
        token: other.token,
        body: { name: 'Private', company_name: 'Other Co', finish_date: '2018-01' },
      });
      const id = mine.body.data.id;
      const body = { name: 'Hijacked', company_name: 'X', finish_date: '2018-01' };
      expect(
        (await call(api, 'PUT', `experts/certifications/${id}`, { token: expert.token, body })).status,
      ).toBe(404);
      expect(
        (await call(api, 'DELETE', `experts/certifications/${id}`, { token: expert.token })).status,
      ).toBe(404);
      expect(
        (await call(api, 'PUT', 'experts/certifications/999999', { token: expert.token, body })).status,
      ).toBe(404);
      const list = await call(api, 'GET', 'experts/certifications', { token: other.token });
      expect(list.body.data).toEqual([expect.objectContaining({ name: 'Private' })]);
      expect((await call(api, 'GET', 'experts/certifications', { token: customer.token })).status).toBe(403);
      expect(
        (await call(api, 'POST', 'experts/certifications', { token: customer.token, body })).status,
      ).toBe(403);
    });

    it('refuses invalid fields in English and Spanish', async () => {
      const base = { name: 'Course', company_name: 'School', finish_month: 5, finish_year: 2020 };
      const tooLate = new Date().getUTCFullYear() + 11;
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ name: '' }, 'name', 'Field required', 'Campo requerido'],
        [{ company_name: 'c'.repeat(256) }, 'company_name', 'Max. 255 characters', 'Máx. 255 caracteres'],
        [{ name: 'n'.repeat(256) }, 'name', 'Max. 255 characters', 'Máx. 255 caracteres'],
        [
          { finish_month: 13 },
          'finish_month',
          'Select a month from 01 to 12',
          'Selecciona un mes del 01 al 12',
        ],
        [
          { finish_month: 0 },
          'finish_month',
          'Select a month from 01 to 12',
          'Selecciona un mes del 01 al 12',
        ],
        [
          { finish_year: '20' },
          'finish_year',
          'Enter a valid year (4 digits)',
          'Ingresa un año válido (4 dígitos)',
        ],
        [
          { finish_year: tooLate },
          'finish_year',
          'Enter a valid year (4 digits)',
          'Ingresa un año válido (4 dígitos)',
        ],
        [{ finish_month: undefined }, 'finish_month', 'Field required', 'Campo requerido'],
        [{ finish_year: undefined }, 'finish_year', 'Field required', 'Campo requerido'],
        [
          { finish_month: undefined, finish_year: undefined, finish_date: '2020-13' },
          'finish_date',
          'Select a month from 01 to 12',
          'Selecciona un mes del 01 al 12',
        ],
      ];
      for (const [override, field, en, es] of cases) {
        const body = { ...base, ...override };
        const english = await call(api, 'POST', 'experts/certifications', { token: expert.token, body });
        expect(english.status, JSON.stringify(override)).toBe(422);
        expect(english.body.data[field], JSON.stringify(override)).toEqual([en]);
        const spanish = await call(api, 'POST', 'experts/certifications', {
          token: expert.token,
          lang: 'es',
          body,
        });
        expect(spanish.body.data[field]).toEqual([es]);
      }
    });
  });

  describe('PUT /experts/profile/rates/{slug}', () => {
    it('sets a price per rate, shown on the expert page, and removes it with an empty string', async () => {
      const result = await call(api, 'PUT', 'experts/profile/rates/short', {
        token: expert.token,
        body: { price: 45.5 },
      });
      expect(result.status).toBe(200);
      expect(result.body.message).toBe('Rates successfully assigned');
      expect(result.body.data).toContainEqual(
        expect.objectContaining({ slug: 'short', price: 45.5, minprice: 20 }),
      );
      const upper = await call(api, 'PUT', 'experts/profile/rates/LARGE', {
        token: expert.token,
        body: { price: '60' },
      });
      expect(upper.status).toBe(200);
      const page = (await call(api, 'GET', `experts/${expert.userId}`)).body.data;
      const prices = Object.fromEntries(
        page.rates.map((rate: { slug: string; price: number }) => [rate.slug, rate.price]),
      );
      expect(prices).toEqual({ express: null, short: 45.5, large: 60 });

      const cleared = await call(api, 'PUT', 'experts/profile/rates/short', {
        token: expert.token,
        body: { price: '' },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toContainEqual(expect.objectContaining({ slug: 'short', price: null }));
    });

    it('keys every error to the rate, in English and Spanish', async () => {
      const cases: [string, unknown, string, string][] = [
        ['short', 19.99, 'The minimum price is $20.00', 'El precio mínimo es $20.00'],
        ['express', 5, 'The minimum price is $10.00', 'El precio mínimo es $10.00'],
        ['large', 40.123, 'Max. 2 decimals', 'Máx. 2 decimales'],
        ['short', 'cheap', 'Must be a number', 'Debe ser un número'],
        ['short', -5, 'Must be a number', 'Debe ser un número'],
        ['large', undefined, 'Field required', 'Campo requerido'],
      ];
      for (const [slug, price, en, es] of cases) {
        const english = await call(api, 'PUT', `experts/profile/rates/${slug}`, {
          token: expert.token,
          body: { price },
        });
        expect(english.status, `${slug} ${price}`).toBe(422);
        expect(english.body.data, `${slug} ${price}`).toEqual({ [slug]: [en] });
        const spanish = await call(api, 'PUT', `experts/profile/rates/${slug}`, {
          token: expert.token,
          lang: 'es',
          body: { price },
        });
        expect(spanish.body.data).toEqual({ [slug]: [es] });
      }
    });

    it('answers 404 for an unknown rate and 403 to a customer', async () => {
      expect(
        (await call(api, 'PUT', 'experts/profile/rates/medium', { token: expert.token, body: { price: 50 } }))
          .status,
      ).toBe(404);
      expect(
        (
          await call(api, 'PUT', 'experts/profile/rates/short', {
            token: customer.token,
            body: { price: 50 },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('PUT /experts/profile/availability', () => {
    it('turns bookability off and on', async () => {
      const off = await call(api, 'PUT', 'experts/profile/availability', {
        token: expert.token,
        body: { is_available: false },
      });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({
        data: { is_available: false },
        message: 'Availability updated successfully',
      });
      expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.is_available).toBe(false);
      const on = await call(api, 'PUT', 'experts/profile/availability', {
        token: expert.token,
        lang: 'es',
        body: { is_available: true },
      });
      expect(on.body.message).toBe('Disponibilidad actualizada con éxito');
      expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.is_available).toBe(true);
    });

    it('refuses a non-boolean and a customer', async () => {
      const odd = await call(api, 'PUT', 'experts/profile/availability', {
        token: expert.token,
        body: { is_available: 'maybe' },
      });
      expect(odd.status).toBe(422);
      expect(odd.body.data.is_available).toEqual(['Invalid value']);
      const customerCall = await call(api, 'PUT', 'experts/profile/availability', {
        token: customer.token,
        body: { is_available: false },
      });
      expect(customerCall.status).toBe(403);
    });
  });
});
