import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope } from 'remote-kit/testing';
import { ApiError, paths, RemoteLoadError } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  authenticatePayment,
  bankStepPending,
  CHECKOUT,
  holdCalls,
  loadMfPayments,
  loadRemote,
  needsAuthentication,
  paySoon,
  renderBooking,
  resetBookingFakes,
  sentKeys,
  settleCalls,
} from './booking-harness.tsx';

beforeEach(resetBookingFakes);

describe("the bank's step (3-D Secure) of a payment", () => {
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
