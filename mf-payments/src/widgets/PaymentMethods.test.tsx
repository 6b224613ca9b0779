import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type PaymentMethod } from 'shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { installLocalStripeJs, json, STRIPE_ORIGIN } from '../test/localStripeJs.ts';
import PaymentMethods from './PaymentMethods.tsx';

const VISA: PaymentMethod = {
  id: 'pm_visa',
  name: 'Ana Gómez',
  brand: 'visa',
  last_numbers: '4242',
  expiration_month: 7,
  expiration_year: 2031,
  default: true,
};
const AMEX: PaymentMethod = { ...VISA, id: 'pm_amex', brand: 'amex', last_numbers: '0005', default: false };

let stripeApi: ReturnType<typeof installLocalStripeJs>;
beforeAll(() => {
  stripeApi = installLocalStripeJs();
});

function apiWith(cards: PaymentMethod[]) {
  const { api } = fakeApi();
  api.get.mockImplementation(async (path: string) => {
    if (path === 'payments/config') {
      return { data: { publishable_key: 'pk_test_mf', stripe_js_url: `${STRIPE_ORIGIN}/v3/` } };
    }
    return { data: cards };
  });
  return api;
}

describe('Payment methods', () => {
  it('says so when there is no card', async () => {
    renderWithShell(<PaymentMethods />, { api: apiWith([]) });
    expect(await screen.findByText("You don't have any payment method")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeTruthy();
  });

  it('lists brand, last digits and the default card, in Spanish too', async () => {
    const { unmount } = renderWithShell(<PaymentMethods />, { api: apiWith([VISA, AMEX]) });
    const rows = await screen.findAllByTestId('payment-method');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('VisaDefaultEnding ****4242'),
      expect.stringContaining('American ExpressEnding ****0005'),
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Make default' })).toBeTruthy();
    unmount();
    renderWithShell(<PaymentMethods />, { api: apiWith([VISA]), locale: 'es' });
    expect(await screen.findByText('Terminada en ****4242')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Métodos de pago' })).toBeTruthy();
  });

  it('deletes a card only after the confirmation', async () => {
    const api = apiWith([VISA, AMEX]);
    api.delete.mockResolvedValue({ data: { id: 'pm_amex' } });
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete American Express ending in 0005' }));
    expect(await screen.findByText('Are you sure to delete?')).toBeTruthy();
    expect(
      screen.getByText(
        'If you continue the payment method will be permanently removed. Do you want to continue?',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete American Express ending in 0005' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment method removed'));
    expect(api.delete).toHaveBeenCalledWith('customers/profile/payment-methods/pm_amex');
  });

  it('makes a card the default', async () => {
    const api = apiWith([VISA, AMEX]);
    api.put.mockResolvedValue({ data: { ...AMEX, default: true } });
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Default payment method updated'));
    expect(api.put).toHaveBeenCalledWith('customers/profile/payment-methods/pm_amex/default');
  });
});

describe('New card', () => {
  async function fillCard(number: string, cvc: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
    await user.type(await screen.findByRole('textbox', { name: 'Cardholder name' }), 'Ana Gómez');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
    await user.type(
      screen.getByRole('textbox', { name: 'Expiration date' }),
      `11${String(new Date().getFullYear() + 2).slice(2)}`,
    );
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    return user;
  }

  const SETUP = { data: { client_secret: 'seti_1_secret_abc' } };
  const madeByElements = () => json({ id: 'pm_made_by_elements', object: 'payment_method' });
  const setupIntent = (status: string) =>
    json({ id: 'seti_1', object: 'setup_intent', status, payment_method: 'pm_made_by_elements' });

  it('saves the payment method a confirmed SetupIntent made, never the card number', async () => {
    const api = apiWith([]);
    api.post.mockResolvedValueOnce(SETUP).mockResolvedValueOnce({ data: AMEX });
    stripeApi.mockResolvedValueOnce(madeByElements()).mockResolvedValueOnce(setupIntent('succeeded'));
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    await fillCard('378282246310005', '1234');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment method created succesfully'));
    expect(api.post.mock.calls).toEqual([
      ['customers/profile/payment-methods/setup', { request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }],
      ['customers/profile/payment-methods', { name: 'Ana Gómez', card_token: 'pm_made_by_elements' }],
    ]);
    const [made, confirmed] = stripeApi.mock.calls
      .slice(-2)
      .map(([url, init]) => ({ url, body: String(init.body) }));
    expect(made?.url).toBe(`${STRIPE_ORIGIN}/v1/payment_methods`);
    expect(made?.body).toContain('card%5Bcvc%5D=1234');
    expect(confirmed?.url).toBe(`${STRIPE_ORIGIN}/v1/setup_intents/seti_1/confirm`);
    expect(confirmed?.body).toContain('payment_method=pm_made_by_elements');
  });

  it('lets the bank authenticate the card (3D Secure) before saving it', async () => {
    const api = apiWith([]);
    api.post.mockResolvedValueOnce(SETUP).mockResolvedValueOnce({ data: VISA });
    stripeApi
      .mockResolvedValueOnce(madeByElements())
      .mockResolvedValueOnce(setupIntent('requires_action'))
      .mockResolvedValueOnce(setupIntent('succeeded'));
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    const user = await fillCard('4000002760003184', '123');
    await user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment method created succesfully'));
    expect(stripeApi.mock.calls.at(-1)?.[0]).toBe(`${STRIPE_ORIGIN}/local/authenticate`);
  });

  it("shows the provider's message when the card is declined, saves nothing and keeps the dialog open", async () => {
    const api = apiWith([]);
    const message = 'Your card was declined.';
    api.post.mockResolvedValueOnce(SETUP);
    stripeApi
      .mockResolvedValueOnce(madeByElements())
      .mockResolvedValueOnce(json({ error: { type: 'card_error', code: 'card_declined', message } }, 402));
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    await fillCard('4000000000000002', '123');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message, 'Error'));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'New card' })).toBeTruthy();
  });

  it("shows the api's message when it refuses the card", async () => {
    const api = apiWith([]);
    const message = 'Payment method not found.';
    api.post
      .mockResolvedValueOnce(SETUP)
      .mockRejectedValueOnce(new ApiError(404, { message, error: { message } }, message));
    stripeApi.mockResolvedValueOnce(madeByElements()).mockResolvedValueOnce(setupIntent('succeeded'));
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    await fillCard('4242424242424242', '123');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message, 'Error'));
  });

  it('shows the card checks in Spanish for a Spanish page', async () => {
    renderWithShell(<PaymentMethods />, { api: apiWith([]), locale: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar método de pago' }));
    await user.type(await screen.findByRole('textbox', { name: 'Número de tarjeta' }), '4242424242424241');
    expect(await screen.findByText('El número de tu tarjeta no es válido.')).toBeTruthy();
    expect(screen.getByText('Nombre del titular')).toBeTruthy();
  });

  it('asks for the cardholder name and complete card details before calling anyone', async () => {
    const api = apiWith([]);
    const { notify } = renderWithShell(<PaymentMethods />, { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Field required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Ana');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Your card number is invalid.', 'Error'));
    expect(api.post).not.toHaveBeenCalled();
  });
});
