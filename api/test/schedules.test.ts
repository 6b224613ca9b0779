import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExpert } from './booking-harness.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const PATH = 'experts/profile/schedules';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seedDemoData: false });
});
afterAll(async () => api.close());

const put = (token: string, body: unknown, lang?: 'en' | 'es') =>
  call(api, 'PUT', PATH, { token, body, lang });

describe('expert schedules', () => {
  it('is for experts only', async () => {
    expect((await call(api, 'GET', PATH)).status).toBe(401);
    expect((await call(api, 'PUT', PATH, { body: [] })).status).toBe(401);
    const customer = await registerCustomer(api);
    expect((await call(api, 'GET', PATH, { token: customer.token })).status).toBe(403);
    expect(
      (await put(customer.token, [{ weekday: 'monday', start_time: '09:00', end_time: '10:00' }])).status,
    ).toBe(403);
  });

  it('loads seven inactive days before anything is saved', async () => {
    const expert = await makeExpert(api, { schedule: [] });
    const loaded = await call(api, 'GET', PATH, { token: expert.token });
    expect(loaded.status).toBe(200);
    expect(loaded.body.data).toHaveLength(7);
    expect(loaded.body.data[0]).toEqual({ id: 0, weekday: 'monday', active: false, items: [] });
    expect(loaded.body.data.map((day: { weekday: string }) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  });

  it('saves the week (a list or {schedules}) and loads days as the spec loads them', async () => {
    const expert = await makeExpert(api, { schedule: [] });
    const saved = await put(expert.token, [
      { weekday: 'monday', start_time: '14:00', end_time: '18:00' },
      { weekday: 'monday', start_time: '08:00', end_time: '12:00' },
      { weekday: 'Friday', start_time: '09:30:00', end_time: '10:00' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Schedule successfully updated');
    const monday = saved.body.data[0];
    expect(monday).toMatchObject({ id: 0, weekday: 'monday', active: true });
    expect(
      monday.items.map((item: { start_time: string; end_time: string }) => [item.start_time, item.end_time]),
    ).toEqual([
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ]);
    expect(typeof monday.items[0].id).toBe('number');
    expect(saved.body.data[4]).toMatchObject({
      weekday: 'friday',
      active: true,
      items: [{ start_time: '09:30', end_time: '10:00' }],
    });
    expect(saved.body.data[1]).toMatchObject({ weekday: 'tuesday', active: false, items: [] });

    const replaced = await put(
      expert.token,
      { schedules: [{ weekday: 'sunday', start_time: '00:00', end_time: '23:59' }] },
      'es',
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe('Horario actualizado con éxito');
    const loaded = await call(api, 'GET', PATH, { token: expert.token });
    expect(
      loaded.body.data
        .filter((day: { active: boolean }) => day.active)
        .map((d: { weekday: string }) => d.weekday),
    ).toEqual(['sunday']);
    expect(loaded.body.data[6].items[0]).toMatchObject({ start_time: '00:00', end_time: '23:59' });
  });

  it('refuses an empty week and keeps the saved one', async () => {
    const expert = await makeExpert(api, { schedule: [] });
    await put(expert.token, [{ weekday: 'tuesday', start_time: '10:00', end_time: '11:00' }]);
    for (const body of [[], { schedules: [] }, {}]) {
      const refused = await put(expert.token, body);
      expect(refused.status).toBe(422);
      expect(refused.body.data.schedules).toEqual(['Add at least one time range to a day']);
    }
    const es = await put(expert.token, [], 'es');
    expect(es.body.data.schedules).toEqual(['Añade al menos un rango horario a un día']);
    const loaded = await call(api, 'GET', PATH, { token: expert.token });
    expect(loaded.body.data[1].items).toMatchObject([{ start_time: '10:00', end_time: '11:00' }]);
  });

  it('names the failing item in each field error, and a refused week changes nothing', async () => {
    const expert = await makeExpert(api, { schedule: [] });
    await put(expert.token, [{ weekday: 'monday', start_time: '09:00', end_time: '10:00' }]);
    const refused = await put(expert.token, [
      { weekday: 'monday', start_time: '08:00', end_time: '12:00' },
      { weekday: 'noday', start_time: '08:00', end_time: '09:00' },
      { weekday: 'tuesday', start_time: '24:00', end_time: '9:00' },
      { weekday: 'wednesday', start_time: '12:00', end_time: '11:00' },
      { weekday: 'wednesday', start_time: '10:00', end_time: '10:00' },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      'schedules.1.weekday': ['Choose a day from monday to sunday'],
      'schedules.2.start_time': ['Use a 24-hour time from 00:00 to 23:59 (HH:mm)'],
      'schedules.2.end_time': ['Use a 24-hour time from 00:00 to 23:59 (HH:mm)'],
      'schedules.3.end_time': ['The end time must be later than the start time'],
      'schedules.4.end_time': ['The end time must be later than the start time'],
    });
    const overlap = await put(
      expert.token,
      [
        { weekday: 'monday', start_time: '08:00', end_time: '12:00' },
        { weekday: 'tuesday', start_time: '11:00', end_time: '13:00' },
        { weekday: 'monday', start_time: '11:59', end_time: '13:00' },
        { weekday: 'monday', start_time: '12:00', end_time: '13:00' },
      ],
      'es',
    );
    expect(overlap.status).toBe(422);
    expect(overlap.body.data).toEqual({
      'schedules.2.start_time': ['Este rango se solapa con otro del mismo día'],
      'schedules.3.start_time': ['Este rango se solapa con otro del mismo día'],
    });
    const missing = await put(expert.token, [{ weekday: 'monday' }]);
    expect(missing.body.data).toEqual({
      'schedules.0.start_time': ['Field required'],
      'schedules.0.end_time': ['Field required'],
    });
    const loaded = await call(api, 'GET', PATH, { token: expert.token });
    expect(loaded.body.data.filter((day: { active: boolean }) => day.active)).toMatchObject([
      { weekday: 'monday', items: [{ start_time: '09:00', end_time: '10:00' }] },
    ]);
  });

  it('keeps back-to-back ranges (an end equal to the next start is no overlap)', async () => {
    const expert = await makeExpert(api, { schedule: [] });
    const saved = await put(expert.token, [
      { weekday: 'saturday', start_time: '09:00', end_time: '10:00' },
      { weekday: 'saturday', start_time: '10:00', end_time: '11:00' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data[5].items).toHaveLength(2);
  });
});
