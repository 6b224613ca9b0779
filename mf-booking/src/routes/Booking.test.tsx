import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope } from 'remote-kit/testing';
import { ApiError, paths } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilityCalls,
  BASE,
  DATE,
  holdCalls,
  paySoon,
  renderBooking,
  resetBookingFakes,
  toCheckout,
} from './booking-harness.tsx';

beforeEach(resetBookingFakes);

/** Intl's narrow and no-break spaces as plain ones. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('booking step 1', () => {
  it('shows the rates and the hours in the customer zone with the expert time below', async () => {
    const { get } = renderBooking();
    expect(await screen.findByRole('heading', { name: 'Book a meeting with Ana Torres' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Express · 15 min' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Short · 30 min' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Large/ })).toBeNull();
    // Each rate with the platform's fee and what the customer pays, before the checkout.
    expect(screen.getByText('$20.00 + $2.00 fee = $22.00')).toBeTruthy();
    expect(screen.getByText('$35.00 + $3.50 fee = $38.50')).toBeTruthy();
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

  it("says 'Select a date' on the date when Continue is pressed before one is picked, in English and Spanish", async () => {
    for (const [locale, words] of [
      ['en', { next: 'Continue', missing: 'Select a date', hour: 'Select an hour' }],
      ['es', { next: 'Continuar', missing: 'Selecciona una fecha', hour: 'Selecciona una hora' }],
    ] as const) {
      const user = userEvent.setup();
      renderBooking({ url: `${BASE}?rate=express`, locale });
      await user.click(await screen.findByRole('button', { name: words.next }));
      expect(await screen.findByText(words.missing)).toBeTruthy();
      expect(screen.queryByText(words.hour)).toBeNull();
      expect(currentUrl().searchParams.get('step')).toBeNull();
      cleanup();
    }
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderBooking({ locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Reserva una reunión con Ana Torres' })).toBeTruthy();
    expect(await screen.findByText('Hora del experto: 10:00 – 10:15')).toBeTruthy();
    expect(spaced(screen.getAllByText(/de comisión/)[0]?.textContent)).toBe(
      '20,00 US$ + 2,00 US$ de comisión = 22,00 US$',
    );
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
