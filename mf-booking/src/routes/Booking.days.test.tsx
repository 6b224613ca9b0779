import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope } from 'remote-kit/testing';
import { ApiError, paths } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anExpert, aQuote, aSlot } from '../test/fixtures.ts';
import {
  aHold,
  availabilityCalls,
  BASE,
  DATE,
  daysCalls,
  daysOf,
  holdCalls,
  paySoon,
  pickerDay,
  renderBooking,
  resetBookingFakes,
  type Setup,
  toCheckout,
} from './booking-harness.tsx';

beforeEach(resetBookingFakes);

describe('free days and Next available', () => {
  it('disables the days without free hours, one days call per month shown and rate', async () => {
    const user = userEvent.setup();
    const { get } = renderBooking({
      days: (month) => daysOf(month, month === '2030-05' ? [DATE, '2030-05-20'] : ['2030-06-03'], DATE),
    });
    await screen.findByRole('radio', { name: '17:00 – 17:15' });
    await waitFor(() =>
      expect(daysCalls(get)).toContainEqual({ month: '2030-05', rate: 'express', timezone: 'Europe/Madrid' }),
    );
    await user.click(screen.getByRole('button', { name: /Date/ }));
    await waitFor(() => expect(pickerDay('15 May 2030')).toHaveProperty('disabled', true));
    expect(pickerDay('20 May 2030')).toHaveProperty('disabled', false);
    expect(pickerDay('14 May 2030')).toHaveProperty('disabled', false);

    const next = document.querySelector<HTMLButtonElement>('[data-direction="next"]');
    if (!next) throw new Error('no next month control');
    await user.click(next);
    await waitFor(() =>
      expect(daysCalls(get)).toContainEqual({ month: '2030-06', rate: 'express', timezone: 'Europe/Madrid' }),
    );
    await waitFor(() => expect(pickerDay('4 June 2030')).toHaveProperty('disabled', true));
    expect(pickerDay('3 June 2030')).toHaveProperty('disabled', false);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: 'Short · 30 min' }));
    await waitFor(() =>
      expect(daysCalls(get)).toContainEqual({ month: '2030-06', rate: 'short', timezone: 'Europe/Madrid' }),
    );
  });

  it.each([
    ['en', 'Next available: May 20, 2030'],
    ['es', 'Próxima fecha libre: 20 de mayo de 2030'],
  ] as const)('%s: Next available jumps to the first free date', async (locale, label) => {
    const user = userEvent.setup();
    renderBooking({ locale, days: (month) => daysOf(month, ['2030-05-20'], '2030-05-20') });
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(currentUrl().searchParams.get('date')).toBe('2030-05-20'));
    expect(currentUrl().searchParams.get('hour')).toBeNull();
  });

  it.each([
    ['en', 'No free hours in the coming weeks.'],
    ['es', 'No hay horas libres en las próximas semanas.'],
  ] as const)('%s: says when there is no free date', async (locale, text) => {
    renderBooking({ locale, url: `${BASE}?rate=express`, days: (month) => daysOf(month, [], null) });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next available|Próxima fecha libre/ })).toBeNull();
  });
});

describe('the hour held while paying', () => {
  it.each([
    ['en', 'Continue', /^This time is held for you for (5:00|4:5\d)$/],
    ['es', 'Continuar', /^Este horario está reservado para ti durante (5:00|4:5\d)$/],
  ] as const)('%s: Continue holds the hour and checkout counts its time down', async (locale, next, held) => {
    const user = userEvent.setup();
    const { api } = renderBooking({ locale });
    await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
    await user.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByText(held)).toBeTruthy();
    expect(holdCalls(api)).toHaveLength(1);
    expect(holdCalls(api)[0]?.[1]).toEqual({ date: '2030-05-14', rate: 'express', start_time: '10:00' });
    expect(currentUrl().searchParams.get('step')).toBe('checkout');
  });

  it.each([
    [
      'en',
      'Continue',
      'Another customer is booking this time; please select another one',
      'This time cannot be held for you.',
    ],
    [
      'es',
      'Continuar',
      'Otro cliente está reservando este horario; selecciona otro',
      'No se puede reservar este horario para ti.',
    ],
  ] as const)(
    '%s: a 409 on the hold stays on the hours, says why and refreshes them',
    async (locale, next, message, title) => {
      const user = userEvent.setup();
      const { get } = renderBooking({
        locale,
        hold: () => {
          throw new ApiError(409, { message, error: { code: 'bookingSlotHeld' } }, message);
        },
      });
      await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
      const hours = availabilityCalls(get).length;
      const days = daysCalls(get).length;
      await user.click(screen.getByRole('button', { name: next }));
      expect((await screen.findByRole('alert')).textContent).toBe(`${title} ${message}`);
      await waitFor(() => expect(currentUrl().searchParams.get('hour')).toBeNull());
      expect(currentUrl().searchParams.get('step')).toBeNull();
      expect(currentUrl().searchParams.get('hour')).toBeNull();
      await waitFor(() => expect(availabilityCalls(get).length).toBeGreaterThan(hours));
      await waitFor(() => expect(daysCalls(get).length).toBeGreaterThan(days));
      expect(screen.queryByRole('button', { name: /Pay|Pagar/ })).toBeNull();
    },
  );

  it.each([
    ['en', 'The time held for you has run out.', 'Hold it again', /^This time is held for you for/],
    [
      'es',
      'Se acabó el tiempo en que este horario estaba reservado para ti.',
      'Reservarlo de nuevo',
      /^Este horario está reservado para ti durante/,
    ],
  ] as const)('%s: says when the hold runs out and holds it again', async (locale, expired, again, held) => {
    const user = userEvent.setup();
    let holds = 0;
    const { api } = renderBooking({
      locale,
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
      hold: () => {
        holds += 1;
        return aHold('10:00', holds === 1 ? -1 : 300);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(expired)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: again }));
    expect(await screen.findByText(held)).toBeTruthy();
    expect(holdCalls(api)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers another hour when the hold runs out, and releases it', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking({
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
      hold: () => aHold('10:00', -1),
    });
    await user.click(await screen.findByRole('button', { name: 'Choose another hour' }));
    await waitFor(() => expect(currentUrl().searchParams.get('step')).toBeNull());
    expect(currentUrl().searchParams.get('hour')).toBeNull();
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(paths.bookingHold(7)));
  });

  it.each([
    ['en', 'Continue', 'Back'],
    ['es', 'Continuar', 'Atrás'],
  ] as const)('%s: Back releases the hold', async (locale, next, back) => {
    const user = userEvent.setup();
    const { api } = renderBooking({ locale });
    await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
    await user.click(screen.getByRole('button', { name: next }));
    await user.click(await screen.findByRole('button', { name: back }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(paths.bookingHold(7)));
    expect(api.delete).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toHaveProperty('checked', true);
  });

  it('releases the hold when the booking is left inside the app', async () => {
    const user = userEvent.setup();
    const { api, unmount } = renderBooking();
    await toCheckout(user);
    expect(api.delete).not.toHaveBeenCalled();
    unmount();
    expect(api.delete).toHaveBeenCalledWith(paths.bookingHold(7));
  });

  it('releases the hold with a keepalive DELETE and the CSRF header when the tab closes', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the api client reads
    document.cookie = 'csrfToken=tok123';
    try {
      renderBooking({ url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout` });
      await screen.findByText(/^This time is held for you for/);
      window.dispatchEvent(new Event('pagehide'));
      expect(fetchSpy).toHaveBeenCalledWith('/api/v1/booking/7/hold', {
        method: 'DELETE',
        keepalive: true,
        credentials: 'include',
        headers: { Accept: 'application/json', 'x-csrf-token': 'tok123' },
      });
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the api client reads
      document.cookie = 'csrfToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      fetchSpy.mockRestore();
    }
  });
});

describe('the time zone of step 1', () => {
  /**
   * The hours of DATE as the api answers them in each zone: in Madrid (the profile's) the fixture's
   * (expert 10:00 = 17:00); in Tokyo the day starts while Mexico City is still on the 13th.
   */
  function hoursByZone(query: Record<string, unknown> | undefined) {
    if (query?.timezone === 'Asia/Tokyo')
      return envelope([
        {
          start_time: '2030-05-13 10:00',
          end_time: '2030-05-13 10:15',
          start_time_converted: '2030-05-14 01:00',
          end_time_converted: '2030-05-14 01:15',
          starts_at: '2030-05-13T16:00:00.000Z',
          ends_at: '2030-05-13T16:15:00.000Z',
        },
      ]);
    return envelope([aSlot(DATE, '10:00'), aSlot(DATE, '10:15')]);
  }

  function renderZoned(setup: Setup = {}) {
    const view = renderBooking({ ...setup, slots: () => undefined });
    view.get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
      if (path === paths.bookingAvailability(7)) return hoursByZone(query);
      if (path === paths.bookingDays(7)) return daysOf(String(query?.month));
      if (path === paths.expert(7)) return envelope(anExpert());
      if (path === paths.customerProfile) {
        if (setup.profileZone === null) throw new ApiError(500, { message: 'Down' }, 'Down');
        return envelope({ id: 1, timezone: setup.profileZone ?? 'Europe/Madrid' });
      }
      if (path === paths.bookingPreview(7)) {
        const quote = aQuote(DATE, String(query?.start_time));
        if (query?.timezone !== 'Asia/Tokyo') return envelope(quote);
        const [tokyo] = hoursByZone(query).data;
        return envelope({ ...quote, ...tokyo });
      }
      throw new ApiError(404, { message: 'Not found' }, 'Not found');
    });
    // The hold answers the slot asked for (its expert date too); the payment is `book`.
    view.api.post.mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path !== paths.bookingHold(7)) return view.book(path, ...rest);
      const body = rest[0] as { date: string; start_time: string };
      return envelope({
        ...aSlot(body.date, body.start_time),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      });
    });
    return view;
  }

  const zoneInput = () => screen.findByLabelText(/^(Time zone|Zona horaria)$/, { selector: 'input' });

  it("defaults to the profile's zone, labelled with its offset, and asks the api in it", async () => {
    const { get } = renderZoned();
    expect(((await zoneInput()) as HTMLInputElement).value).toMatch(/^Europe\/Madrid \(UTC\+0[12]:00\)$/);
    expect(
      screen.getByText("Dates and hours are shown in this zone. Your profile's zone: Europe/Madrid."),
    ).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toBeTruthy();
    expect(availabilityCalls(get).at(-1)?.[1]).toEqual({
      date: DATE,
      rate: 'express',
      timezone: 'Europe/Madrid',
    });
    expect(currentUrl().searchParams.get('tz')).toBeNull();
  });

  it('switching the zone by keyboard changes the hours shown and the URL, and the expert line shows its date', async () => {
    const user = userEvent.setup();
    const { get, api } = renderZoned({ url: `${BASE}?rate=express&date=${DATE}&hour=17:00` });
    await screen.findByRole('radio', { name: '17:00 – 17:15' });
    const input = await zoneInput();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'tokyo');
    // The search leaves one zone, labelled with its offset (jsdom has no layout: the dropdown is
    // 'detached' for Mantine, hence hidden: true); the keyboard chooses it.
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo (UTC+09:00)', hidden: true })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl().searchParams.get('tz')).toBe('Asia/Tokyo'));
    // The day stays (May 14 in Tokyo), the hour is dropped: its meaning changed.
    expect(currentUrl().searchParams.get('date')).toBe(DATE);
    expect(currentUrl().searchParams.get('hour')).toBeNull();
    const hour = await screen.findByRole('radio', { name: '01:00 – 01:15' });
    expect(screen.queryByRole('radio', { name: '17:00 – 17:15' })).toBeNull();
    expect(screen.getByText("Expert's time: 10:00 – 10:15 (May 13, 2030)")).toBeTruthy();
    expect(screen.getByText("Times in Asia/Tokyo; the expert's local time below each.")).toBeTruthy();
    expect(availabilityCalls(get).at(-1)?.[1]).toEqual({
      date: DATE,
      rate: 'express',
      timezone: 'Asia/Tokyo',
    });
    expect(daysCalls(get)).toContainEqual({ month: '2030-05', rate: 'express', timezone: 'Asia/Tokyo' });

    // The hour chosen in Tokyo is held by the expert's own date and hour; the quote is in Tokyo.
    await user.click(hour);
    expect(currentUrl().searchParams.get('hour')).toBe('01:00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl().searchParams.get('step')).toBe('checkout'));
    expect(holdCalls(api)[0]?.[1]).toEqual({ date: '2030-05-13', rate: 'express', start_time: '10:00' });
    expect(currentUrl().searchParams.get('tz')).toBe('Asia/Tokyo');
    const previews = get.mock.calls.filter(([path]) => path === paths.bookingPreview(7));
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === paths.bookingPreview(7)).at(-1)?.[1]).toEqual({
        date: '2030-05-13',
        rate: 'express',
        start_time: '10:00',
        timezone: 'Asia/Tokyo',
      }),
    );
    expect(previews).toBeDefined();
    // The checkout reads in Tokyo too, with the expert's own date beside the expert's time.
    expect(await screen.findByText('May 14, 2030, 01:00 – 01:15')).toBeTruthy();
    expect(screen.getByText("Expert's time: 10:00 – 10:15 (May 13, 2030)")).toBeTruthy();

    // Back keeps the zone, the day and the hour.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: '01:00 – 01:15' })).toHaveProperty('checked', true);
    expect(currentUrl().searchParams.get('tz')).toBe('Asia/Tokyo');
  }, 15_000);

  it('shows the expert date in Spanish', async () => {
    renderZoned({ locale: 'es', url: `${BASE}?rate=express&date=${DATE}&tz=Asia/Tokyo` });
    expect(await screen.findByRole('radio', { name: '01:00 – 01:15' })).toBeTruthy();
    expect(screen.getByText('Hora del experto: 10:00 – 10:15 (13 de mayo de 2030)')).toBeTruthy();
    expect(
      screen.getByText('Horas en Asia/Tokyo; la hora local del experto debajo de cada una.'),
    ).toBeTruthy();
    expect(((await zoneInput()) as HTMLInputElement).value).toBe('Asia/Tokyo (UTC+09:00)');
  });

  it('lands on a shared link in its zone, checkout included', async () => {
    const { api } = renderZoned({
      url: `${BASE}?rate=express&date=${DATE}&tz=Asia/Tokyo&hour=01:00&step=checkout`,
    });
    expect(await paySoon(/Pay \$22\.00/)).toBeTruthy();
    expect(holdCalls(api)[0]?.[1]).toEqual({ date: '2030-05-13', rate: 'express', start_time: '10:00' });
  });

  it('goes back to the hours when a checkout link names an hour the zone no longer offers', async () => {
    const { api } = renderZoned({
      url: `${BASE}?rate=express&date=${DATE}&tz=Asia/Tokyo&hour=05:00&step=checkout`,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This time cannot be held for you. It is no longer free.',
    );
    await waitFor(() => expect(currentUrl().searchParams.get('step')).toBeNull());
    expect(currentUrl().searchParams.get('hour')).toBeNull();
    expect(currentUrl().searchParams.get('tz')).toBe('Asia/Tokyo');
    expect(await screen.findByRole('radio', { name: '01:00 – 01:15' })).toBeTruthy();
    expect(holdCalls(api)).toHaveLength(0);
  });

  it('reads an unknown zone in the URL as the default, without crashing', async () => {
    const { get } = renderZoned({ url: `${BASE}?rate=express&date=${DATE}&tz=Mars%2FOlympus` });
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toBeTruthy();
    expect(((await zoneInput()) as HTMLInputElement).value).toMatch(/^Europe\/Madrid /);
    for (const [, query] of availabilityCalls(get))
      expect(query).toMatchObject({ timezone: 'Europe/Madrid' });
  });

  it("falls back to the browser's zone when the profile cannot be read", async () => {
    const { get } = renderZoned({ profileZone: null });
    await waitFor(() => expect(availabilityCalls(get).length).toBeGreaterThan(0));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(availabilityCalls(get)[0]?.[1]).toMatchObject({ timezone: zone });
  });
});
