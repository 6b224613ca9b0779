import { randomUUID } from 'node:crypto';
import { paths, type TimeSlot } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingEnvironment,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

// Every transition of 2027 tested here falls on a Sunday; the clock stands a few days before it.
const time = testClock('2027-01-01T00:00:00Z');
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

interface Case {
  expertZone: string;
  customerZone: string;
  date: string;
  sunday: [string, string];
  rate: 'short' | 'large';
}

async function slotsOf(c: Case) {
  const [y, m, d] = c.date.split('-').map(Number) as [number, number, number];
  time.set(new Date(Date.UTC(y, m - 1, d - 3, 12)));
  const expert = await makeExpert(env.api, {
    timezone: c.expertZone,
    schedule: [{ weekday: 'sunday', start_time: c.sunday[0], end_time: c.sunday[1] }],
  });
  const customer = await makeCustomer(env, { timezone: c.customerZone });
  const answer = await call(
    env.api,
    'GET',
    `${paths.bookingAvailability(expert.id)}?date=${c.date}&rate=${c.rate}`,
    {
      token: customer.token,
    },
  );
  expect(answer.status).toBe(200);
  const slots = answer.body.data as TimeSlot[];
  // Never two slots overlapping in real time, each lasting the rate's length.
  const minutes = c.rate === 'short' ? 30 : 60;
  for (const [index, slot] of slots.entries()) {
    expect(Date.parse(slot.ends_at) - Date.parse(slot.starts_at)).toBe(minutes * 60_000);
    const next = slots[index + 1];
    if (next) expect(Date.parse(next.starts_at)).toBeGreaterThanOrEqual(Date.parse(slot.ends_at));
  }
  return { expert, customer, slots };
}

const expertSide = (slots: TimeSlot[]) =>
  slots.map((s) => `${s.start_time.slice(11)}-${s.end_time.slice(11)}`);
const customerSide = (slots: TimeSlot[]) =>
  slots.map((s) => `${s.start_time_converted}-${s.end_time_converted.slice(11)}`);

describe('slots across daylight-saving changes (2027)', () => {
  it('America/New_York spring forward (Mar 14, 02:00 → 03:00): the missing hour has no slot', async () => {
    const { slots } = await slotsOf({
      expertZone: 'America/New_York',
      customerZone: 'Europe/Madrid',
      date: '2027-03-14',
      sunday: ['00:00', '05:00'],
      rate: 'large',
    });
    expect(expertSide(slots)).toEqual(['00:00-01:00', '01:00-03:00', '03:00-04:00', '04:00-05:00']);
    expect(customerSide(slots)).toEqual([
      '2027-03-14 06:00-07:00',
      '2027-03-14 07:00-08:00',
      '2027-03-14 08:00-09:00',
      '2027-03-14 09:00-10:00',
    ]);
    const half = await slotsOf({
      expertZone: 'America/New_York',
      customerZone: 'Europe/Madrid',
      date: '2027-03-14',
      sunday: ['01:00', '04:00'],
      rate: 'short',
    });
    expect(expertSide(half.slots)).toEqual(['01:00-01:30', '01:30-03:00', '03:00-03:30', '03:30-04:00']);
  });

  it('America/New_York fall back (Nov 7, 02:00 → 01:00): the repeated hour is its first occurrence', async () => {
    const { slots } = await slotsOf({
      expertZone: 'America/New_York',
      customerZone: 'Asia/Tokyo',
      date: '2027-11-07',
      sunday: ['00:00', '04:00'],
      rate: 'large',
    });
    expect(expertSide(slots)).toEqual(['00:00-01:00', '01:00-01:00', '02:00-03:00', '03:00-04:00']);
    expect(slots.map((s) => s.starts_at)).toEqual([
      '2027-11-07T04:00:00.000Z',
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T07:00:00.000Z',
      '2027-11-07T08:00:00.000Z',
    ]);
    expect(customerSide(slots)).toEqual([
      '2027-11-07 13:00-14:00',
      '2027-11-07 14:00-15:00',
      '2027-11-07 16:00-17:00',
      '2027-11-07 17:00-18:00',
    ]);
    const half = await slotsOf({
      expertZone: 'America/New_York',
      customerZone: 'Asia/Tokyo',
      date: '2027-11-07',
      sunday: ['00:30', '03:00'],
      rate: 'short',
    });
    expect(expertSide(half.slots)).toEqual([
      '00:30-01:00',
      '01:00-01:30',
      '01:30-01:00',
      '02:00-02:30',
      '02:30-03:00',
    ]);
  });

  it('Europe/Madrid spring forward (Mar 28, 02:00 → 03:00), customer in New York a day behind', async () => {
    const { slots } = await slotsOf({
      expertZone: 'Europe/Madrid',
      customerZone: 'America/New_York',
      date: '2027-03-28',
      sunday: ['01:00', '04:00'],
      rate: 'short',
    });
    expect(expertSide(slots)).toEqual(['01:00-01:30', '01:30-03:00', '03:00-03:30', '03:30-04:00']);
    expect(customerSide(slots)).toEqual([
      '2027-03-27 20:00-20:30',
      '2027-03-27 20:30-21:00',
      '2027-03-27 21:00-21:30',
      '2027-03-27 21:30-22:00',
    ]);
  });

  it('Europe/Madrid fall back (Oct 31, 03:00 → 02:00), customer on Lord Howe summer time', async () => {
    const { slots } = await slotsOf({
      expertZone: 'Europe/Madrid',
      customerZone: 'Australia/Lord_Howe',
      date: '2027-10-31',
      sunday: ['01:00', '04:00'],
      rate: 'large',
    });
    expect(expertSide(slots)).toEqual(['01:00-02:00', '02:00-02:00', '03:00-04:00']);
    expect(customerSide(slots)).toEqual([
      '2027-10-31 10:00-11:00',
      '2027-10-31 11:00-12:00',
      '2027-10-31 13:00-14:00',
    ]);
  });

  it('Australia/Lord_Howe spring forward by 30 minutes (Oct 3, 02:00 → 02:30)', async () => {
    const { slots } = await slotsOf({
      expertZone: 'Australia/Lord_Howe',
      customerZone: 'America/New_York',
      date: '2027-10-03',
      sunday: ['01:00', '04:00'],
      rate: 'short',
    });
    expect(expertSide(slots)).toEqual([
      '01:00-01:30',
      '01:30-02:30',
      '02:30-03:00',
      '03:00-03:30',
      '03:30-04:00',
    ]);
    expect(customerSide(slots)).toEqual([
      '2027-10-02 10:30-11:00',
      '2027-10-02 11:00-11:30',
      '2027-10-02 11:30-12:00',
      '2027-10-02 12:00-12:30',
      '2027-10-02 12:30-13:00',
    ]);
    const hourly = await slotsOf({
      expertZone: 'Australia/Lord_Howe',
      customerZone: 'America/New_York',
      date: '2027-10-03',
      sunday: ['01:00', '04:00'],
      rate: 'large',
    });
    expect(expertSide(hourly.slots)).toEqual(['01:00-02:30', '03:00-04:00']);
  });

  it('Australia/Lord_Howe fall back by 30 minutes (Apr 4, 02:00 → 01:30), booked on the repeated half hour', async () => {
    const { slots, expert, customer } = await slotsOf({
      expertZone: 'Australia/Lord_Howe',
      customerZone: 'Europe/Madrid',
      date: '2027-04-04',
      sunday: ['00:00', '03:00'],
      rate: 'short',
    });
    expect(expertSide(slots)).toEqual([
      '00:00-00:30',
      '00:30-01:00',
      '01:00-01:30',
      '01:30-01:30',
      '02:00-02:30',
      '02:30-03:00',
    ]);
    expect(customerSide(slots)).toEqual([
      '2027-04-03 15:00-15:30',
      '2027-04-03 15:30-16:00',
      '2027-04-03 16:00-16:30',
      '2027-04-03 16:30-17:00',
      '2027-04-03 17:30-18:00',
      '2027-04-03 18:00-18:30',
    ]);
    const booked = await call(env.api, 'POST', paths.booking(expert.id), {
      token: customer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { date: '2027-4-4', rate: 'short', start_time: '01:30', payment_method_id: customer.card },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      starts_at: '2027-04-03T14:30:00.000Z',
      ends_at: '2027-04-03T15:00:00.000Z',
      date: '2027-04-03',
      start_time: '16:30',
      end_time: '17:00',
      slot: {
        start_time: '2027-04-04 01:30',
        end_time: '2027-04-04 01:30',
        start_time_converted: '2027-04-03 16:30',
        end_time_converted: '2027-04-03 17:00',
      },
    });
    const after = await call(
      env.api,
      'GET',
      `${paths.bookingAvailability(expert.id)}?date=2027-04-04&rate=short`,
      { token: customer.token },
    );
    expect(expertSide(after.body.data)).toEqual([
      '00:00-00:30',
      '00:30-01:00',
      '01:00-01:30',
      '02:00-02:30',
      '02:30-03:00',
    ]);
  });

  it('an expert without DST and a customer crossing the New York gap: converted times jump on the customer side', async () => {
    const { slots } = await slotsOf({
      expertZone: 'Asia/Tokyo',
      customerZone: 'America/New_York',
      date: '2027-03-14',
      sunday: ['14:00', '18:00'],
      rate: 'large',
    });
    expect(expertSide(slots)).toEqual(['14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00']);
    expect(customerSide(slots)).toEqual([
      '2027-03-14 00:00-01:00',
      '2027-03-14 01:00-03:00',
      '2027-03-14 03:00-04:00',
      '2027-03-14 04:00-05:00',
    ]);
  });
});

describe('a daylight-saving instant is converted once: slots, meeting lists, the detail and earnings agree', () => {
  it('the repeated New York hour (fall back, Nov 7 2027) reads the same on every screen of both sides', async () => {
    const { slots, expert, customer } = await slotsOf({
      expertZone: 'America/New_York',
      customerZone: 'Australia/Lord_Howe',
      date: '2027-11-07',
      sunday: ['00:00', '04:00'],
      rate: 'large',
    });
    const chosen = slots.find((slot) => slot.start_time === '2027-11-07 01:00');
    if (!chosen) throw new Error('no slot at the repeated hour');
    const booked = await call(env.api, 'POST', paths.booking(expert.id), {
      token: customer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { date: '2027-11-7', rate: 'large', start_time: '01:00', payment_method_id: customer.card },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.data.id as number;
    const [customerDate, customerStart] = chosen.start_time_converted.split(' ') as [string, string];
    const customerWall = {
      date: customerDate,
      start_time: customerStart,
      end_time: chosen.end_time_converted.slice(11),
    };
    const expertWall = { date: '2027-11-07', start_time: '01:00', end_time: chosen.end_time.slice(11) };
    expect(booked.body.data).toMatchObject(customerWall);

    const customerList = await call(env.api, 'GET', `${paths.meets}?date=${customerDate}`, {
      token: customer.token,
    });
    expect(customerList.body.data.find((row: { id: number }) => row.id === id)).toMatchObject(customerWall);
    const detail = await call(env.api, 'GET', paths.meet(id), { token: customer.token });
    expect(detail.body.data).toMatchObject(customerWall);

    const expertList = await call(env.api, 'GET', `${paths.meets}?is_expert=true&date=2027-11-07`, {
      token: expert.token,
    });
    expect(expertList.body.data.find((row: { id: number }) => row.id === id)).toMatchObject(expertWall);
    const expertDetail = await call(env.api, 'GET', paths.meet(id), { token: expert.token });
    expect(expertDetail.body.data).toMatchObject(expertWall);
    const earnings = await call(env.api, 'GET', `${paths.earnings}/meets`, { token: expert.token });
    expect(earnings.body.data.find((row: { id: number }) => row.id === id)).toMatchObject(expertWall);
  });
});

describe('a chosen zone (availability and days with `timezone`): the date is a day of that zone', () => {
  // New York springs forward on Sunday 2027-03-14; Los Angeles too, but three hours later, and
  // Tokyo keeps UTC+9. The expert works Saturday 20:00–24:00 and Sunday 00:00–05:00 in New York.
  async function travelling() {
    time.set(new Date('2027-03-11T12:00:00Z'));
    const expert = await makeExpert(env.api, {
      timezone: 'America/New_York',
      schedule: [
        { weekday: 'saturday', start_time: '20:00', end_time: '24:00' },
        { weekday: 'sunday', start_time: '00:00', end_time: '05:00' },
      ],
    });
    const customer = await makeCustomer(env, { timezone: 'Europe/Madrid' });
    const get = (path: string, lang?: 'en' | 'es') =>
      call(env.api, 'GET', path, { token: customer.token, lang });
    return { expert, customer, get };
  }

  it('switching to Los Angeles across the New York spring forward: the hours starting on each Los Angeles day', async () => {
    const { expert, get } = await travelling();
    const availability = (query: string) =>
      get(`${paths.bookingAvailability(expert.id)}?rate=large&${query}`);

    // Without a zone nothing changes: the expert's Sunday, in the profile's zone (Madrid).
    const profile = (await availability('date=2027-03-14')).body.data as TimeSlot[];
    expect(expertSide(profile)).toEqual(['00:00-01:00', '01:00-03:00', '03:00-04:00', '04:00-05:00']);
    expect(profile[0]?.start_time_converted).toBe('2027-03-14 06:00');

    // Saturday in Los Angeles: the expert's Saturday evening and most of the expert's Sunday night.
    const saturday = await availability('date=2027-03-13&timezone=America/Los_Angeles');
    expect(saturday.status).toBe(200);
    const la = saturday.body.data as TimeSlot[];
    expect(customerSide(la)).toEqual([
      '2027-03-13 17:00-18:00',
      '2027-03-13 18:00-19:00',
      '2027-03-13 19:00-20:00',
      '2027-03-13 20:00-21:00',
      '2027-03-13 21:00-22:00',
      '2027-03-13 22:00-23:00',
      '2027-03-13 23:00-00:00',
    ]);
    expect(la.map((slot) => slot.start_time)).toEqual([
      '2027-03-13 20:00',
      '2027-03-13 21:00',
      '2027-03-13 22:00',
      '2027-03-13 23:00',
      '2027-03-14 00:00',
      '2027-03-14 01:00',
      '2027-03-14 03:00',
    ]);
    // Sunday in Los Angeles (before its own change at 02:00): only the expert's last hour.
    const sunday = (await availability('date=2027-03-14&timezone=America/Los_Angeles')).body
      .data as TimeSlot[];
    expect(customerSide(sunday)).toEqual(['2027-03-14 00:00-01:00']);
    expect(sunday[0]?.start_time).toBe('2027-03-14 04:00');

    // A slot of a chosen-zone day is held and quoted with its own expert date and hour, as before.
    const chosen = la[4] as TimeSlot;
    const quote = await get(
      `${paths.bookingPreview(expert.id)}?date=${chosen.start_time.slice(0, 10)}&rate=large&start_time=${chosen.start_time.slice(11)}`,
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.start_time_converted).toBe('2027-03-14 06:00');
    const inLosAngeles = await get(
      `${paths.bookingPreview(expert.id)}?date=2027-03-14&rate=large&start_time=00:00&timezone=America/Los_Angeles`,
    );
    expect(inLosAngeles.body.data).toMatchObject({
      start_time: '2027-03-14 00:00',
      start_time_converted: '2027-03-13 21:00',
      end_time_converted: '2027-03-13 22:00',
    });
  });

  it('days and next_available follow the zone: in Tokyo both expert dates are one Sunday', async () => {
    const { expert, get } = await travelling();
    const days = (query: string) => get(`${paths.bookingDays(expert.id)}?rate=large&month=2027-03${query}`);
    const own = (await days('')).body.data;
    // Every weekend of the month: the expert's Saturday and Sunday, one Sunday in Tokyo.
    expect(own.days).toEqual([
      '2027-03-13',
      '2027-03-14',
      '2027-03-20',
      '2027-03-21',
      '2027-03-27',
      '2027-03-28',
    ]);
    expect(own.next_available).toBe('2027-03-13');
    const tokyo = await days('&timezone=Asia/Tokyo');
    expect(tokyo.status).toBe(200);
    expect(tokyo.body.data).toEqual({
      month: '2027-03',
      days: ['2027-03-14', '2027-03-21', '2027-03-28'],
      next_available: '2027-03-14',
    });
    const slots = (
      await get(`${paths.bookingAvailability(expert.id)}?rate=large&date=2027-03-14&timezone=Asia/Tokyo`)
    ).body.data as TimeSlot[];
    expect(slots.map((slot) => slot.start_time_converted.slice(11))).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('refuses a zone that is not an IANA zone with a translated 422 on timezone', async () => {
    const { expert, get } = await travelling();
    for (const zone of ['Mars/Olympus', 'EST5EDT-nope', '']) {
      const bad = await get(
        `${paths.bookingAvailability(expert.id)}?rate=large&date=2027-03-14&timezone=${encodeURIComponent(zone)}`,
      );
      expect(bad.status).toBe(422);
      expect(bad.body.data.timezone).toContain(zone ? 'Select a valid time zone' : 'Field required');
    }
    const en = await get(`${paths.bookingDays(expert.id)}?rate=large&month=2027-03&timezone=Nowhere/City`);
    expect(en.status).toBe(422);
    expect(en.body.data.timezone).toEqual(['Select a valid time zone']);
    const es = await get(
      `${paths.bookingDays(expert.id)}?rate=large&month=2027-03&timezone=Nowhere/City`,
      'es',
    );
    expect(es.body.data.timezone).toEqual(['Selecciona una zona horaria válida']);
  });
});
