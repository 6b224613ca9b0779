import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'remote-kit/testing';
import { ApiError, type Locale } from 'shared-contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStripeJs, json, STRIPE_ORIGIN } from '../test/localStripeJs.ts';
import { authenticatePayment } from './authenticate-payment.ts';

let stripeApi: ReturnType<typeof installLocalStripeJs>;
beforeAll(() => {
  stripeApi = installLocalStripeJs();
});
beforeEach(() => {
  stripeApi.mockReset();
});

const SECRET = 'pi_3ds_secret_abc';

function apiOk() {
  const { api } = fakeApi();
  api.get.mockResolvedValue({
    data: { publishable_key: 'pk_test_mf', stripe_js_url: `${STRIPE_ORIGIN}/v3/` },
  });
  return api;
}

const intent = (status: string, extra: Record<string, unknown> = {}) =>
  json({ id: 'pi_3ds', object: 'payment_intent', status, payment_method: 'pm_visa', ...extra });

const AUTHENTICATION_FAILURE = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

function authenticate(locale: Locale = 'en', api = apiOk()) {
  return authenticatePayment({ api, locale, clientSecret: SECRET, paymentMethodId: 'pm_visa' });
}

describe('authenticatePayment (mf_payments/authenticate-payment)', () => {
  it("confirms the payment with the saved card and reports the bank's step completed", async () => {
    stripeApi.mockResolvedValueOnce(intent('requires_action')).mockResolvedValueOnce(intent('succeeded'));
    const result = authenticate();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await result).toEqual({ status: 'succeeded' });
    const [confirm, authenticated] = stripeApi.mock.calls.map(([url, init]) => ({
      url,
      body: new URLSearchParams(String(init.body)),
      key: new Headers(init.headers).get('authorization'),
    }));
    expect(confirm?.url).toBe(`${STRIPE_ORIGIN}/v1/payment_intents/pi_3ds/confirm`);
    expect(confirm?.body.get('client_secret')).toBe(SECRET);
    expect(confirm?.body.get('payment_method')).toBe('pm_visa');
    expect(confirm?.key).toBe('Bearer pk_test_mf');
    expect(authenticated?.url).toBe(`${STRIPE_ORIGIN}/local/authenticate`);
    expect(authenticated?.body.get('result')).toBe('succeed');
  });

  it('reports success when Stripe needs no step (already authenticated)', async () => {
    stripeApi.mockResolvedValueOnce(intent('succeeded'));
    expect(await authenticate()).toEqual({ status: 'succeeded' });
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).toBeNull();
  });

  it.each([
    ['en', AUTHENTICATION_FAILURE.message],
    ['es', 'No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.'],
  ] as const)(
    "%s: a failed bank's step is 'failed' with Stripe's message in the page's language",
    async (locale, message) => {
      stripeApi
        .mockResolvedValueOnce(intent('requires_action'))
        .mockResolvedValueOnce(
          intent('requires_payment_method', { last_payment_error: AUTHENTICATION_FAILURE }),
        );
      const result = authenticate(locale);
      await userEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
      expect(await result).toEqual({
        status: 'failed',
        code: 'payment_intent_authentication_failure',
        message,
      });
    },
  );

  it("a card the bank declines is 'failed' with the decline code", async () => {
    stripeApi.mockResolvedValueOnce(
      json(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        },
        402,
      ),
    );
    expect(await authenticate()).toEqual({
      status: 'failed',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('an intent confirmed already (a reload after the step) is a success', async () => {
    stripeApi.mockResolvedValueOnce(
      json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent has already succeeded.',
            payment_intent: { id: 'pi_3ds', object: 'payment_intent', status: 'succeeded' },
          },
        },
        400,
      ),
    );
    expect(await authenticate()).toEqual({ status: 'succeeded' });
  });

  it("is an 'error' when Stripe cannot be reached", async () => {
    stripeApi.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await authenticate()).toEqual({
      status: 'error',
      message: 'We could not reach Stripe. Please try again.',
    });
  });

  it("is an 'error' when the Stripe config cannot be loaded, and the next call tries again", async () => {
    vi.resetModules();
    const fresh = await import('./authenticate-payment.ts');
    const { api } = fakeApi();
    api.get.mockRejectedValueOnce(new ApiError(503, null, 'Service unavailable')).mockResolvedValueOnce({
      data: { publishable_key: 'pk_test_mf', stripe_js_url: `${STRIPE_ORIGIN}/v3/` },
    });
    const request = { api, locale: 'en', clientSecret: SECRET, paymentMethodId: 'pm_visa' } as const;
    expect(await fresh.authenticatePayment(request)).toEqual({
      status: 'error',
      message: 'Service unavailable',
    });
    stripeApi.mockResolvedValueOnce(intent('succeeded'));
    expect(await fresh.authenticatePayment(request)).toEqual({ status: 'succeeded' });
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
