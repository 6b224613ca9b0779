import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, fakeMfPayments, renderWithShell } from 'remote-kit/testing';
import {
  ApiError,
  type AuthenticatePaymentModule,
  type BookingAuthenticationRequired,
  type Locale,
  type PostOptions,
  paths,
  RemoteLoadError,
} from 'shared-contracts';
import type { LoadRemote, Session } from 'shared-contracts/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settling } from '../booking/authentication.ts';
import { anExpert, aQuote, aSlot } from '../test/fixtures.ts';
import Booking from './Booking.tsx';

const DATE = '2030-05-14';
const BASE = '/customer/app/experts/7/booking';

const customer: Session = {
  status: 'signed-in',
  user: {
    id: 1,
    is_expert: false,
    profile_picture: null,
    first_name: 'Ben',
    last_name: 'Ruiz',
    email: 'b@c.test',
  },
  userType: 'customer',
};

/** mf_payments' card picker and bank's step: each test says how the bank's step ends. */
const { authenticatePayment, load: loadMfPayments, loadRemote } = fakeMfPayments();

interface Setup {
  url?: string;
  locale?: Locale;
  slots?: () => unknown;
  quote?: () => unknown;
  days?: (month: string) => unknown;
  hold?: () => unknown;
  /** The customer's profile zone (null: the profile cannot be read). */
  profileZone?: string | null;
  put?: (path: string, body: unknown) => unknown;
}

/** The days answer of a month: every date free unless told. */
function daysOf(month: string, days: string[] = [DATE], nextAvailable: string | null = DATE) {
  return envelope({ month, days, next_available: nextAvailable });
}

/** A hold of `hour` on DATE for five minutes from now. */
function aHold(hour = '10:00', seconds = 300) {
  return envelope({ ...aSlot(DATE, hour), expires_at: new Date(Date.now() + seconds * 1000).toISOString() });
}

function renderBooking({
  url = `${BASE}?rate=express&date=${DATE}`,
  locale = 'en',
  slots,
  quote,
  days,
  hold,
  profileZone = 'Europe/Madrid',
  put,
}: Setup = {}) {
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.bookingDays(7)) {
      const month = String(query?.month);
      return days ? days(month) : daysOf(month);
    }
    if (path === paths.expert(7)) return envelope(anExpert());
    if (path === paths.customerProfile) {
      if (profileZone === null) throw new ApiError(500, { message: 'Down' }, 'Down');
      return envelope({ id: 1, timezone: profileZone });
    }
    if (path === paths.bookingAvailability(7)) {
      if (slots) return slots();
      return envelope([aSlot(DATE, '10:00'), aSlot(DATE, '10:15')]);
    }
    if (path === paths.bookingPreview(7)) {
      if (quote) return quote();
      return envelope(aQuote(DATE, String(query?.start_time)));
    }
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  /** POST /booking/{id} (the payment); the hold answers from `hold`. */
  const book = vi.fn();
  /** POST /booking/meets/{id}/authentication: how the api settles a payment after the bank's step. */
  const settle = vi.fn();
  api.post.mockImplementation(async (path: string, ...rest: unknown[]) => {
    if (path === paths.bookingHold(7))
      return hold ? hold() : aHold(String((rest[0] as { start_time: string }).start_time));
    if (/^booking\/meets\/\d+\/authentication$/.test(path)) return settle(path, ...rest);
    return book(path, ...rest);
  });
  api.delete.mockResolvedValue(envelope(null));
  if (put) api.put.mockImplementation(async (path: string, body: unknown) => put(path, body));
  const view = renderWithShell(
    <Booking expertId={7} homePath="/customer/app" expertPath="/customer/app/experts/7" />,
    {
      api,
      locale,
      url,
      session: customer,
      loadRemote: loadRemote as unknown as LoadRemote,
    },
  );
  return { ...view, api, get, book, settle };
}

const sentKeys = (book: ReturnType<typeof renderBooking>['book']) =>
  book.mock.calls.map((call) => (call[2] as PostOptions | undefined)?.idempotencyKey);

const availabilityCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.bookingAvailability(7));

async function toCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return paySoon(/Pay \$22\.00/);
}

/** The Pay button once mf_payments' picker has preselected the default card. */
async function paySoon(name: RegExp) {
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveProperty('checked', true),
  );
  return screen.getByRole('button', { name });
}

beforeEach(() => {
  sessionStorage.clear();
  authenticatePayment.mockReset();
  loadRemote.mockReset();
  loadRemote.mockImplementation(loadMfPayments);
});

describe('booking step 1', () => {
  it('shows the rates and the hours in the customer zone with the expert time below', async () => {
    const { get } = renderBooking();
    expect(await screen.findByRole('heading', { name: 'Book a meeting with Ana Torres' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Express · 15 min' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Short · 30 min' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Large/ })).toBeNull();
    expect(screen.getByText('$35.00')).toBeTruthy();
    const hour = await screen.findByRole('radio', { name: '17:00 – 17:15' });
    expect(hour.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText("Expert's time: 10:00 – 10:15")).toBeTruthy();
    // The date picker shows the date as a long date ('PPP'); the api gets yyyy-MM-d and the rate.
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toContain('May 14, 2030');
    expect(availabilityCalls(get)[0]?.[1]).toEqual({
      date: '2030-05-14',
      rate: 'express',
      timezone: 'Europe/Madrid',
    });
  });

  it("says 'Select an hour' when none is chosen, in English and Spanish", async () => {
    const user = userEvent.setup();
    renderBooking();
    await screen.findByRole('radio', { name: '17:00 – 17:15' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Select an hour')).toBeTruthy();
    expect(currentUrl().searchParams.get('step')).toBeNull();
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderBooking({ locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Reserva una reunión con Ana Torres' })).toBeTruthy();
    expect(await screen.findByText('Hora del experto: 10:00 – 10:15')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fecha/ }).textContent).toContain('14 de mayo de 2030');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Selecciona una hora')).toBeTruthy();
  });

  it('shows the first field error of a failed slot load as a toast', async () => {
    const { notify } = renderBooking({
      slots: () => {
        throw new ApiError(
          422,
          { message: 'Invalid', data: { date: ['Select a date on or before Jan 31, 2031'] } },
          'Select a date on or before Jan 31, 2031',
        );
      },
    });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Select a date on or before Jan 31, 2031'));
    expect(screen.getByText('The hours of this date could not be loaded.')).toBeTruthy();
  });

  it('keeps the rate, date and hour in the URL', async () => {
    const user = userEvent.setup();
    renderBooking();
    await user.click(await screen.findByRole('radio', { name: '17:15 – 17:30' }));
    expect(currentUrl().searchParams.get('hour')).toBe('17:15');
    await user.click(screen.getByRole('radio', { name: 'Short · 30 min' }));
    const url = currentUrl();
    expect(url.searchParams.get('rate')).toBe('short');
    expect(url.searchParams.get('date')).toBe(DATE);
    expect(url.searchParams.get('hour')).toBeNull();
  });
});

describe('booking step 2: checkout', () => {
  it('shows the quote and the default card, and Back returns to the chosen hour', async () => {
    const user = userEvent.setup();
    const { router } = renderBooking();
    await toCheckout(user);
    expect(currentUrl().searchParams.get('step')).toBe('checkout');
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByText('$2.00')).toBeTruthy();
    expect(screen.getByText('$22.00')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveProperty('checked', true),
    );

    await router.navigate(-1);
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toHaveProperty('checked', true);
  });

  it('lands on checkout from a shared link or a reload', async () => {
    renderBooking({ url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout` });
    expect(await screen.findByRole('button', { name: 'Pay $22.00' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 2: checkout')).toBeTruthy();
  });

  it('goes back to step 1 with the failed quote in a red banner instead of the pay button', async () => {
    renderBooking({
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
      quote: () => {
        throw new ApiError(
          422,
          { data: { start_time: ['This time is no longer available'] } },
          'This time is no longer available',
        );
      },
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('This time is no longer available');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByText('Step 1 of 2: booking')).toBeTruthy();
    expect(currentUrl().searchParams.get('step')).toBeNull();
  });
});

describe('paying', () => {
  it('sends an Idempotency-Key, the same one on a retry, and opens Request Received', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking();
    book
      .mockRejectedValueOnce(
        new ApiError(
          503,
          { message: 'The payment provider is not available', error: { code: 'bookingProviderDown' } },
          'The payment provider is not available',
        ),
      )
      .mockResolvedValueOnce(envelope({ id: 91 }));
    const pay = await toCheckout(user);
    await user.click(pay);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The payment could not be made right now. Nothing was booked.'),
    ).toBeTruthy();
    expect(within(alert).getByText('The payment provider is not available')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay $22.00' }));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    const [first, second] = book.mock.calls;
    expect(first?.[0]).toBe(paths.booking(7));
    expect(first?.[1]).toMatchObject({
      date: '2030-05-14',
      rate: 'express',
      start_time: '10:00',
      payment_method_id: 'pm_default',
    });
    const [key, again] = sentKeys(book);
    expect(second?.[1]).toEqual(first?.[1]);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBe(key);
  });

  it('sends the same key after a reload of the checkout, and a new one for another card', async () => {
    const user = userEvent.setup();
    const first = renderBooking({ url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout` });
    first.book.mockRejectedValue(new ApiError(0, null, 'Ha ocurrido un error'));
    await user.click(await paySoon(/Pay \$22\.00/));
    expect(
      await screen.findByText(
        'The server could not be reached. Check your connection and press Pay again: you will not be charged twice.',
      ),
    ).toBeTruthy();
    first.unmount();

    const reloaded = renderBooking({ url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout` });
    reloaded.book.mockRejectedValue(new ApiError(0, null, 'Ha ocurrido un error'));
    await user.click(await paySoon(/Pay \$22\.00/));
    await waitFor(() => expect(reloaded.book).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('radio', { name: 'Mastercard ending 4444' }));
    await user.click(screen.getByRole('button', { name: /Pay \$22\.00/ }));
    await waitFor(() => expect(reloaded.book).toHaveBeenCalledTimes(2));
    const [before] = sentKeys(first.book);
    const [after, otherCard] = sentKeys(reloaded.book);
    expect(after).toBe(before);
    expect(otherCard).not.toBe(before);
  });

  it('says a declined card clearly, books nothing, and makes the next Pay a new attempt', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking();
    const declined = new ApiError(
      402,
      {
        message: 'Your card has insufficient funds.',
        data: { payment_method_id: ['Your card has insufficient funds.'] },
      },
      'Your card has insufficient funds.',
    );
    book.mockRejectedValue(declined);
    await user.click(await toCheckout(user));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The payment was not completed. Nothing was booked or charged.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay $22.00' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    const keys = sentKeys(book);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says a declined card in Spanish, and the reason once', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking({ locale: 'es' });
    book.mockRejectedValue(
      new ApiError(
        402,
        { data: { payment_method_id: ['Tu tarjeta fue rechazada.'] } },
        'Tu tarjeta fue rechazada.',
      ),
    );
    await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await paySoon(/Pagar 22,00/));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('El pago no se completó. No se reservó ni se cobró nada.')).toBeTruthy();
    expect(within(alert).getByText('Tu tarjeta fue rechazada.')).toBeTruthy();
    // The title says what happened, the body why: 'rechazada' once.
    expect(alert.textContent?.match(/rechazada/g)).toHaveLength(1);
  });

  it('on a time taken meanwhile says so, refreshes the hours and keeps the chosen card', async () => {
    const user = userEvent.setup();
    const { get, book } = renderBooking();
    book.mockRejectedValue(
      new ApiError(
        409,
        { message: 'This time is no longer available', error: { code: 'bookingTimeTaken' } },
        'This time is no longer available',
      ),
    );
    await toCheckout(user);
    await user.click(await screen.findByRole('radio', { name: 'Mastercard ending 4444' }));
    const before = availabilityCalls(get).length;
    await user.click(screen.getByRole('button', { name: 'Pay $22.00' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('This time was taken while you were paying. Choose another hour.');
    expect(currentUrl().searchParams.get('step')).toBeNull();
    expect(currentUrl().searchParams.get('hour')).toBeNull();
    await waitFor(() => expect(availabilityCalls(get).length).toBeGreaterThan(before));

    await user.click(await screen.findByRole('radio', { name: '17:15 – 17:30' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Mastercard ending 4444' })).toHaveProperty('checked', true),
    );
  });
});

describe('every payment failure has its own message, in English and Spanish', () => {
  const failures = {
    declined: new ApiError(
      402,
      { data: { payment_method_id: ['Your card has expired.'] } },
      'Your card has expired.',
    ),
    card: new ApiError(
      422,
      { data: { payment_method_id: ['Select one of your saved cards'] } },
      'Select one of your saved cards',
    ),
    inProgress: new ApiError(
      409,
      { message: 'Still being processed', error: { code: 'bookingInProgress' } },
      'Still being processed',
    ),
    providerDown: new ApiError(
      503,
      { message: 'The payment provider is not available', error: { code: 'bookingProviderDown' } },
      'The payment provider is not available',
    ),
  };
  it.each([
    ['en', failures.declined, 'The payment was not completed. Nothing was booked or charged.'],
    ['es', failures.declined, 'El pago no se completó. No se reservó ni se cobró nada.'],
    ['en', failures.card, 'This card cannot be used. Nothing was booked or charged.'],
    ['es', failures.card, 'No se puede usar esta tarjeta. No se reservó ni se cobró nada.'],
    ['en', failures.inProgress, 'Your payment is still being processed.'],
    ['es', failures.inProgress, 'Tu pago todavía se está procesando.'],
    ['en', failures.providerDown, 'The payment could not be made right now. Nothing was booked.'],
    ['es', failures.providerDown, 'No se pudo hacer el pago en este momento. No se reservó nada.'],
  ] as const)('%s: %s says %j with the api message, and books nothing', async (locale, failure, title) => {
    const user = userEvent.setup();
    const { book } = renderBooking({
      locale,
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
    });
    book.mockRejectedValue(failure);
    await user.click(await paySoon(locale === 'en' ? /Pay \$22\.00/ : /Pagar 22,00/));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText(failure.message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentUrl().searchParams.get('step')).toBe('checkout');
  });

  it('says a time taken meanwhile in Spanish, back on the hours', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking({
      locale: 'es',
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
    });
    book.mockRejectedValue(
      new ApiError(409, { message: 'Ya no', error: { code: 'bookingTimeTaken' } }, 'Ya no'),
    );
    await user.click(await paySoon(/Pagar 22,00/));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este horario se ocupó mientras pagabas. Elige otra hora.',
    );
    expect(screen.getByText('Paso 1 de 2: reserva')).toBeTruthy();
  });

  it('sends one booking for a double click on Pay', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking({
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
    });
    let answer: (value: unknown) => void = () => {};
    book.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pay = await paySoon(/Pay \$22\.00/);
    await user.dblClick(pay);
    answer(envelope({ id: 91 }));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(book).toHaveBeenCalledTimes(1);
  });
});

describe('Request Received', () => {
  it('goes to the customer home on Skip without sending comments', async () => {
    const user = userEvent.setup();
    const { api, book } = renderBooking({
      url: `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`,
    });
    book.mockResolvedValue(envelope({ id: 91 }));
    await user.click(await paySoon(/Pay \$22\.00/));
    const dialog = await screen.findByRole('dialog', { name: 'Request Received' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/customer/app'));
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves the comments and goes to the customer home', async () => {
    const user = userEvent.setup();
    const { api, notify, book } = renderBooking();
    book.mockResolvedValue(envelope({ id: 91 }));
    api.put.mockResolvedValue({ data: null, message: 'Comments sent successfully' });
    await user.click(await toCheckout(user));
    const dialog = await screen.findByRole('dialog', { name: 'Request Received' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comments' }),
      'I would like to talk about sleep.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send comments' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/customer/app'));
    expect(api.put).toHaveBeenCalledWith(paths.meetComments(91), {
      comments: 'I would like to talk about sleep.',
    });
    expect(notify.success).toHaveBeenCalledWith('Comments sent successfully');
  });

  it('refuses comments over 250 characters, in Spanish', async () => {
    const user = userEvent.setup();
    const { api, book } = renderBooking({ locale: 'es' });
    book.mockResolvedValue(envelope({ id: 91 }));
    await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await paySoon(/Pagar 22,00/));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud recibida' });
    const box = within(dialog).getByRole('textbox', { name: 'Comentarios' });
    await user.click(box);
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comentarios' }));
    expect(await within(dialog).findByText('Máx. 250 caracteres')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });
});

/** A day of the open date picker, by its label ('14 May 2030'). */
function pickerDay(label: string): HTMLButtonElement {
  const day = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!day) throw new Error(`no day ${label}`);
  return day;
}

const daysCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.bookingDays(7)).map(([, query]) => query);

const holdCalls = (api: ReturnType<typeof fakeApi>['api']) =>
  api.post.mock.calls.filter(([path]) => path === paths.bookingHold(7));

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

/** The api's 202: meeting 55 held unpaid until the customer's bank confirms the payment. */
function needsAuthentication(paymentMethodId = 'pm_default') {
  return {
    message: 'Your bank asks you to confirm this payment',
    data: {
      meeting_id: 55,
      payment: {
        status: 'requires_action',
        client_secret: 'pi_55_secret_x',
        payment_method_id: paymentMethodId,
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    } satisfies BookingAuthenticationRequired,
  };
}

/** The bank's step, ended when the test says. */
function bankStepPending() {
  let end: (result: Awaited<ReturnType<AuthenticatePaymentModule['authenticatePayment']>>) => void = () => {};
  authenticatePayment.mockReturnValueOnce(new Promise((resolve) => (end = resolve)));
  return (result: Parameters<typeof end>[0]) => end(result);
}

const CHECKOUT = `${BASE}?rate=express&date=${DATE}&hour=17:00&step=checkout`;
const settleCalls = (settle: ReturnType<typeof renderBooking>['settle']) =>
  settle.mock.calls.map(([path]) => path);

describe("the bank's step (3-D Secure) of a payment", () => {
  const originalWait = settling.waitMs;
  beforeEach(() => {
    settling.waitMs = 5;
  });
  afterEach(() => {
    settling.waitMs = originalWait;
  });

  it.each([
    [
      'en',
      /Pay \$22\.00/,
      'Confirm the payment with your bank',
      /^This time is held for you for/,
      'Request Received',
    ],
    [
      'es',
      /Pagar 22,00/,
      'Confirma el pago con tu banco',
      /^Este horario está reservado para ti durante/,
      'Solicitud recibida',
    ],
  ] as const)(
    '%s: a 202 runs the bank step with Pay busy and the hold counting, then the api books it',
    async (locale, payName, asked, held, received) => {
      const user = userEvent.setup();
      const { api, book, settle } = renderBooking({ locale, url: CHECKOUT });
      book.mockResolvedValue(needsAuthentication());
      settle.mockResolvedValue(envelope({ id: 55 }));
      const endBankStep = bankStepPending();
      await user.click(await paySoon(payName));

      const status = await screen.findByText(asked);
      expect(status.getAttribute('role')).toBe('status');
      expect(status.getAttribute('aria-live')).toBe('polite');
      expect(screen.getByRole('button', { name: payName })).toHaveProperty('disabled', true);
      expect(screen.getByText(held)).toBeTruthy();
      expect(authenticatePayment).toHaveBeenCalledWith({
        api,
        locale,
        clientSecret: 'pi_55_secret_x',
        paymentMethodId: 'pm_default',
      });
      expect(loadRemote).toHaveBeenCalledWith('mf_payments', './authenticate-payment');
      expect(settle).not.toHaveBeenCalled();

      endBankStep({ status: 'succeeded' });
      expect(await screen.findByRole('dialog', { name: received })).toBeTruthy();
      expect(settle).toHaveBeenCalledTimes(1);
      expect(settle.mock.calls[0]).toEqual([paths.meetAuthentication(55)]);
      expect(book).toHaveBeenCalledTimes(1);
      // Booked: the intent's key is forgotten, and nothing is given up on the way out.
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('idempotency-intent:'))).toEqual([]);
      expect(api.delete).not.toHaveBeenCalledWith(paths.meetAuthentication(55));
    },
  );

  it.each([
    [
      'en',
      /Pay \$22\.00/,
      'The payment was not completed. Nothing was booked.',
      'Your bank could not confirm this payment. Nothing was charged; try again or choose another card',
    ],
    [
      'es',
      /Pagar 22,00/,
      'El pago no se completó. No se reservó nada.',
      'Tu banco no pudo confirmar este pago. No se ha cobrado nada; inténtalo de nuevo o elige otra tarjeta',
    ],
  ] as const)(
    "%s: a bank that does not confirm it is the api's 402, shown like a refused card; Pay again, card kept",
    async (locale, payName, title, message) => {
      const user = userEvent.setup();
      const { api, book, settle } = renderBooking({ locale, url: CHECKOUT });
      book.mockResolvedValueOnce(needsAuthentication());
      authenticatePayment.mockResolvedValueOnce({
        status: 'failed',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      });
      settle.mockRejectedValueOnce(
        new ApiError(402, { message, data: { payment_method_id: [message] } }, message),
      );
      await user.click(await paySoon(payName));

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(title)).toBeTruthy();
      expect(within(alert).getByText(message)).toBeTruthy();
      expect(settleCalls(settle)).toEqual([paths.meetAuthentication(55)]);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: payName })).toHaveProperty('disabled', false),
      );
      expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveProperty('checked', true);
      expect(screen.queryByRole('dialog')).toBeNull();
      // The hour is held again for the next try; the refused payment is not given up (it is over).
      await waitFor(() => expect(holdCalls(api)).toHaveLength(2));
      expect(api.delete).not.toHaveBeenCalledWith(paths.meetAuthentication(55));

      // Pay again: a new attempt with a new key.
      book.mockResolvedValueOnce(envelope({ id: 56 }));
      await user.click(screen.getByRole('button', { name: payName }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
      const [first, second] = sentKeys(book);
      expect(second).not.toBe(first);
    },
  );

  it('after a Stripe.js error the api settles the payment first (here: it was paid)', async () => {
    const user = userEvent.setup();
    const { api, book, settle } = renderBooking({ url: CHECKOUT });
    book.mockResolvedValueOnce(needsAuthentication());
    authenticatePayment.mockResolvedValueOnce({ status: 'error', message: 'We could not reach Stripe.' });
    settle.mockResolvedValueOnce(envelope({ id: 55 }));
    await user.click(await paySoon(/Pay \$22\.00/));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(settleCalls(settle)).toEqual([paths.meetAuthentication(55)]);
    expect(api.delete).not.toHaveBeenCalledWith(paths.meetAuthentication(55));
  });

  it.each([
    [
      'en',
      /Pay \$22\.00/,
      'Your bank has not confirmed the payment yet. Nothing was charged.',
      'Press Pay to confirm it with your bank.',
    ],
    [
      'es',
      /Pagar 22,00/,
      'Tu banco todavía no ha confirmado el pago. No se cobró nada.',
      'Pulsa Pagar para confirmarlo con tu banco.',
    ],
  ] as const)(
    '%s: when the api still waits after a Stripe.js error, Pay asks the bank again for the same payment',
    async (locale, payName, title, hint) => {
      const user = userEvent.setup();
      const { book, settle } = renderBooking({ locale, url: CHECKOUT });
      book.mockResolvedValueOnce(needsAuthentication());
      authenticatePayment
        .mockResolvedValueOnce({ status: 'error', message: 'We could not reach Stripe.' })
        .mockResolvedValueOnce({ status: 'succeeded' });
      settle.mockResolvedValueOnce(needsAuthentication()).mockResolvedValueOnce(envelope({ id: 55 }));
      await user.click(await paySoon(payName));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(title)).toBeTruthy();
      expect(within(alert).getByText(hint)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: payName }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
      expect(book).toHaveBeenCalledTimes(1);
      expect(authenticatePayment).toHaveBeenCalledTimes(2);
      expect(settleCalls(settle)).toEqual([paths.meetAuthentication(55), paths.meetAuthentication(55)]);
    },
  );

  it('asks again while the api has not yet seen a payment Stripe confirmed', async () => {
    const user = userEvent.setup();
    const { book, settle } = renderBooking({ url: CHECKOUT });
    book.mockResolvedValueOnce(needsAuthentication());
    authenticatePayment.mockResolvedValue({ status: 'succeeded' });
    settle.mockResolvedValueOnce(needsAuthentication()).mockResolvedValueOnce(envelope({ id: 55 }));
    await user.click(await paySoon(/Pay \$22\.00/));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(settle).toHaveBeenCalledTimes(2);
  });

  it('Back while the payment waits for the bank gives it up (DELETE) and releases the hold', async () => {
    const user = userEvent.setup();
    const { api, book } = renderBooking({ url: CHECKOUT });
    book.mockResolvedValueOnce(needsAuthentication());
    bankStepPending();
    await user.click(await paySoon(/Pay \$22\.00/));
    await screen.findByText('Confirm the payment with your bank');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Given up first (the api gives the hour back to the customer), then the hour released.
    await waitFor(() =>
      expect(api.delete.mock.calls.map(([path]) => path)).toEqual([
        paths.meetAuthentication(55),
        paths.bookingHold(7),
      ]),
    );
    expect(currentUrl().searchParams.get('step')).toBeNull();
    expect(sessionStorage.getItem('booking-awaiting-authentication')).toBeNull();
  });

  it('leaving the booking while the payment waits gives it up (DELETE)', async () => {
    const user = userEvent.setup();
    const { api, book, settle, unmount } = renderBooking({ url: CHECKOUT });
    book.mockResolvedValueOnce(needsAuthentication());
    const endBankStep = bankStepPending();
    await user.click(await paySoon(/Pay \$22\.00/));
    await screen.findByText('Confirm the payment with your bank');
    unmount();
    expect(api.delete).toHaveBeenCalledWith(paths.meetAuthentication(55));
    // The bank's step ending after the customer left settles nothing more.
    endBankStep({ status: 'succeeded' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settle).not.toHaveBeenCalled();
  });

  it('choosing another card while a payment waits gives that one up before paying with the new card', async () => {
    const user = userEvent.setup();
    const { api, book, settle } = renderBooking({ url: CHECKOUT });
    book.mockResolvedValueOnce(needsAuthentication());
    authenticatePayment.mockResolvedValueOnce({ status: 'error', message: 'We could not reach Stripe.' });
    settle.mockResolvedValueOnce(needsAuthentication());
    await user.click(await paySoon(/Pay \$22\.00/));
    await screen.findByRole('alert');
    api.delete.mockResolvedValueOnce({ message: 'The payment was cancelled. Nothing was charged' });
    book.mockResolvedValueOnce(envelope({ id: 57 }));
    await user.click(screen.getByRole('radio', { name: 'Mastercard ending 4444' }));
    await user.click(screen.getByRole('button', { name: 'Pay $22.00' }));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(api.delete).toHaveBeenCalledWith(paths.meetAuthentication(55));
    expect(book.mock.calls[1]?.[1]).toMatchObject({ payment_method_id: 'pm_other' });
    expect(sentKeys(book)[1]).not.toBe(sentKeys(book)[0]);
  });

  it('a reload while the payment waits resumes it: the same key and body, the bank step again, no hold or quote asked', async () => {
    const user = userEvent.setup();
    const first = renderBooking({ url: CHECKOUT });
    first.book.mockResolvedValueOnce(needsAuthentication());
    bankStepPending();
    await user.click(await paySoon(/Pay \$22\.00/));
    await screen.findByText('Confirm the payment with your bank');
    // The page goes away without React leaving the checkout (a reload): nothing is given up.
    first.container.remove();
    expect(first.api.delete).not.toHaveBeenCalled();

    const taken = (message: string) => () => {
      throw new ApiError(409, { message, error: { code: 'bookingTimeTaken' } }, message);
    };
    const reloaded = renderBooking({
      url: CHECKOUT,
      hold: taken('This time is no longer available'),
      quote: taken('This time is no longer available'),
    });
    reloaded.book.mockResolvedValueOnce(needsAuthentication());
    authenticatePayment.mockResolvedValueOnce({ status: 'succeeded' });
    reloaded.settle.mockResolvedValueOnce(envelope({ id: 55 }));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(sentKeys(reloaded.book)).toEqual(sentKeys(first.book));
    expect(reloaded.book.mock.calls[0]?.[1]).toEqual(first.book.mock.calls[0]?.[1]);
    expect(authenticatePayment).toHaveBeenCalledTimes(2);
    expect(holdCalls(reloaded.api)).toHaveLength(0);
    expect(reloaded.get.mock.calls.filter(([path]) => path === paths.bookingPreview(7))).toHaveLength(0);
    // Settled: a later reload has nothing to resume.
    expect(sessionStorage.getItem('booking-awaiting-authentication')).toBeNull();
  });

  it.each([
    ['en', /Pay \$22\.00/, 'This section could not be loaded', 'Retry', 'Request Received'],
    ['es', /Pagar 22,00/, 'No se pudo cargar esta sección', 'Reintentar', 'Solicitud recibida'],
  ] as const)(
    '%s: when mf_payments cannot be loaded for the bank step, the checkout says so and Retry resumes it',
    async (locale, payName, title, retry, received) => {
      const user = userEvent.setup();
      const { book, settle } = renderBooking({ locale, url: CHECKOUT });
      book.mockResolvedValue(needsAuthentication());
      let down = true;
      loadRemote.mockImplementation(async (remote, module) => {
        if (module !== './authenticate-payment' || !down) return loadMfPayments(remote, module);
        down = false;
        throw new RemoteLoadError(remote, `${remote}/authenticate-payment`, new Error('offline'));
      });
      await user.click(await paySoon(payName));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(title)).toBeTruthy();
      expect(authenticatePayment).not.toHaveBeenCalled();
      expect(settle).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: payName })).toHaveProperty('disabled', false);

      authenticatePayment.mockResolvedValueOnce({ status: 'succeeded' });
      settle.mockResolvedValueOnce(envelope({ id: 55 }));
      await user.click(within(alert).getByRole('button', { name: retry }));
      expect(await screen.findByRole('dialog', { name: received })).toBeTruthy();
      expect(book).toHaveBeenCalledTimes(1);
    },
  );
});

describe('after a refused payment', () => {
  it('pays again with another card without going Back, the hour held again meanwhile', async () => {
    const user = userEvent.setup();
    const { api, book } = renderBooking({ url: CHECKOUT });
    book
      .mockRejectedValueOnce(
        new ApiError(
          402,
          { data: { payment_method_id: ['Your card was declined.'] } },
          'Your card was declined.',
        ),
      )
      .mockResolvedValueOnce(envelope({ id: 92 }));
    await user.click(await paySoon(/Pay \$22\.00/));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/declined/g)).toHaveLength(1);
    await waitFor(() => expect(holdCalls(api)).toHaveLength(2));
    expect(screen.getByText(/^This time is held for you for/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Mastercard ending 4444' }));
    await user.click(screen.getByRole('button', { name: 'Pay $22.00' }));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    expect(book.mock.calls[1]?.[1]).toMatchObject({ payment_method_id: 'pm_other' });
    expect(currentUrl().searchParams.get('step')).toBe('received');
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

describe('Request Received after a reload', () => {
  it('puts the meeting in the URL after paying, and a reload shows the dialog for it', async () => {
    const user = userEvent.setup();
    const { book } = renderBooking();
    book.mockResolvedValue(envelope({ id: 91 }));
    await user.click(await toCheckout(user));
    expect(await screen.findByRole('dialog', { name: 'Request Received' })).toBeTruthy();
    await waitFor(() => expect(currentUrl().searchParams.get('step')).toBe('received'));
    expect(currentUrl().searchParams.get('meeting')).toBe('91');
    const url = `${currentUrl().pathname}${currentUrl().search}`;
    cleanup();

    const user2 = userEvent.setup();
    const { api } = renderBooking({
      url,
      put: () => ({ data: null, message: 'Comments sent successfully' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request Received' });
    await user2.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'See you then.');
    await user2.click(within(dialog).getByRole('button', { name: 'Send comments' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/customer/app'));
    expect(api.put).toHaveBeenCalledWith(paths.meetComments(91), { comments: 'See you then.' });
    // No hour is held again on the way.
    expect(holdCalls(api)).toHaveLength(0);
  });

  it.each([
    [
      'en',
      404,
      'Request Received',
      'Send comments',
      'This meeting cannot be found among yours',
      'Go to my home',
    ],
    [
      'es',
      403,
      'Solicitud recibida',
      'Enviar comentarios',
      'Esta reunión no está entre las tuyas',
      'Ir a mi inicio',
    ],
  ] as const)(
    "%s: a meeting that is not the customer's (%i) says so and leads home",
    async (locale, status, title, send, message, home) => {
      const user = userEvent.setup();
      renderBooking({
        locale,
        url: `${BASE}?step=received&meeting=5`,
        put: () => {
          throw new ApiError(status, { message: 'Nope' }, 'Nope');
        },
      });
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.type(within(dialog).getByRole('textbox'), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: send }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
      await user.click(within(dialog).getByRole('button', { name: home }));
      await waitFor(() => expect(currentUrl().pathname).toBe('/customer/app'));
    },
  );

  it('ignores a received step without a valid meeting', async () => {
    renderBooking({ url: `${BASE}?rate=express&date=${DATE}&step=received&meeting=abc` });
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Request Received' })).toBeNull();
  });
});
