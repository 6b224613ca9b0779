import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope } from 'remote-kit/testing';
import { ApiError, paths } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilityCalls,
  BASE,
  CHECKOUT,
  DATE,
  holdCalls,
  paySoon,
  renderBooking,
  resetBookingFakes,
  sentKeys,
  toCheckout,
} from './booking-harness.tsx';

beforeEach(resetBookingFakes);

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
