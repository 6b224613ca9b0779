// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningStandIn, startStandIn, TEST_PUBLISHABLE_KEY } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

// biome-ignore lint/suspicious/noExplicitAny: the script's objects are untyped, as Stripe.js is to its callers.
type Loose = any;
let running: RunningStandIn;
let StripeJs: Loose;

/** Runs the served script as the browser would after `<script src=".../v3/">`. */
async function loadStripeJs(baseUrl: string) {
  const code = await (await fetch(`${baseUrl}/v3/`)).text();
  const tag = document.createElement('script');
  tag.setAttribute('src', `${baseUrl}/v3/`);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(code)();
  return (window as Loose).Stripe;
}

beforeEach(async () => {
  running = await startStandIn({ dataDir: await tempFolder() });
  StripeJs = await loadStripeJs(running.url);
  document.body.innerHTML = '<div id="number"></div><div id="expiry"></div><div id="cvc"></div>';
});
afterEach(async () => running.standIn.close());

function type(container: string, text: string, blur = false) {
  const input = document.querySelector(`#${container} input`) as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  if (blur) input.dispatchEvent(new Event('blur'));
  return input;
}

function mountCard() {
  const stripe = StripeJs(TEST_PUBLISHABLE_KEY);
  const elements = stripe.elements({ locale: 'en' });
  const number = elements.create('cardNumber', { style: { base: { color: 'rgb(1, 2, 3)' } } });
  const expiry = elements.create('cardExpiry');
  const cvc = elements.create('cardCvc');
  number.mount('#number');
  expiry.mount('#expiry');
  cvc.mount('#cvc');
  const changes: Loose[] = [];
  for (const element of [number, expiry, cvc]) element.on('change', (event: Loose) => changes.push(event));
  /** The last change event of one field. */
  const last = (elementType: string) => changes.filter((event) => event.elementType === elementType).at(-1);
  return { stripe, number, expiry, cvc, last };
}

describe('the local Stripe.js', () => {
  it('refuses live and malformed keys', () => {
    expect(() => StripeJs('pk_live_abc')).toThrow(/live keys are refused/);
    expect(() => StripeJs('sk_test_abc')).toThrow(/pk_test_/);
    expect(() => StripeJs('')).toThrow();
  });

  it('formats the number, detects the brand and reports complete, empty and invalid', () => {
    const { last, number } = mountCard();
    expect(type('number', '4242424242424242').value).toBe('4242 4242 4242 4242');
    expect(last('cardNumber')).toMatchObject({
      elementType: 'cardNumber',
      brand: 'visa',
      complete: true,
      empty: false,
    });
    expect(document.querySelector('#number')?.classList.contains('StripeElement--complete')).toBe(true);
    expect((document.querySelector('#number input') as HTMLInputElement).style.color).toBe('rgb(1, 2, 3)');
    type('number', '4242424242424241');
    expect(last('cardNumber')).toMatchObject({ complete: false, error: { code: 'invalid_number' } });
    expect(type('number', '378282246310005').value).toBe('3782 822463 10005');
    expect(last('cardNumber')).toMatchObject({ brand: 'amex', complete: true });
    type('number', '4242', true);
    expect(last('cardNumber')).toMatchObject({ complete: false, error: { code: 'incomplete_number' } });
    number.clear();
    expect(last('cardNumber')).toMatchObject({ empty: true, complete: false });
  });

  it('asks Amex for a 4-digit CVC and other brands for 3; refuses a past expiry', () => {
    const { last } = mountCard();
    type('number', '378282246310005');
    expect(type('cvc', '12345').value).toBe('1234');
    expect(last('cardCvc')).toMatchObject({ complete: true });
    type('number', '4242424242424242');
    expect((document.querySelector('#cvc input') as HTMLInputElement).value).toBe('123');
    expect(type('cvc', '1234').value).toBe('123');
    expect(last('cardCvc')).toMatchObject({ complete: true });
    expect(type('expiry', '1220').value).toBe('12 / 20');
    expect(last('cardExpiry')).toMatchObject({
      error: { code: 'invalid_expiry_year_past' },
    });
    type('expiry', `12${String(new Date().getFullYear() + 1).slice(2)}`);
    expect(last('cardExpiry')).toMatchObject({ complete: true });
  });

  it('creates a payment method whose card the page never read, or says what is missing', async () => {
    const { stripe, number } = mountCard();
    type('number', '378282246310005');
    type('expiry', `11${String(new Date().getFullYear() + 2).slice(2)}`);
    const incomplete = await stripe.createPaymentMethod({ type: 'card', card: number });
    expect(incomplete.error).toMatchObject({ type: 'validation_error', code: 'incomplete_cvc' });
    type('cvc', '1234');
    const made = await stripe.createPaymentMethod({
      type: 'card',
      card: number,
      billing_details: { name: 'Ana' },
    });
    expect(made.paymentMethod.card).toMatchObject({ brand: 'amex', last4: '0005' });
    expect(made.paymentMethod.billing_details.name).toBe('Ana');
  });

  it('words field checks and card errors in Spanish when the elements are Spanish', async () => {
    const stripe = StripeJs(TEST_PUBLISHABLE_KEY);
    const number = stripe.elements({ locale: 'es' }).create('cardNumber');
    number.mount('#number');
    const changes: Loose[] = [];
    number.on('change', (event: Loose) => changes.push(event));
    type('number', '4242424242424241');
    expect(changes.at(-1)?.error?.message).toBe('El número de tu tarjeta no es válido.');
    const customer = await running.stripe.customers.create({});
    const setup = await running.stripe.setupIntents.create({ customer: customer.id });
    const declined = await stripe.confirmCardSetup(setup.client_secret, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(declined.error).toMatchObject({ code: 'card_declined', message: 'Tu tarjeta fue rechazada.' });
  });

  it('confirms a payment that needs 3D Secure once the customer completes the step', async () => {
    const { stripe, number } = mountCard();
    type('number', '4000002760003184');
    type('expiry', `11${String(new Date().getFullYear() + 2).slice(2)}`);
    type('cvc', '123');
    const intent = await running.stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const confirming = stripe.confirmCardPayment(intent.client_secret, { payment_method: { card: number } });
    const button = await waitFor(() =>
      [...document.querySelectorAll('button')].find((item) => item.textContent === 'Complete authentication'),
    );
    button.click();
    const result = await confirming;
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  });
});

describe('the 3D Secure dialog', () => {
  async function openDialog() {
    const { stripe, number } = mountCard();
    type('number', '4000002760003184');
    type('expiry', `11${String(new Date().getFullYear() + 2).slice(2)}`);
    type('cvc', '123');
    const opener = document.createElement('button');
    opener.textContent = 'Pay';
    document.body.appendChild(opener);
    opener.focus();
    const intent = await running.stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const confirming = stripe.confirmCardPayment(intent.client_secret, { payment_method: { card: number } });
    const dialog = await waitFor(
      () => (document.querySelector('[role="dialog"]') as HTMLElement | null) ?? undefined,
    );
    return { dialog, confirming, opener, intent };
  }

  it('is a labelled modal dialog with focus on its first button, kept inside with Tab', async () => {
    const { dialog, confirming, opener } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(String(dialog.getAttribute('aria-labelledby')));
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('3D Secure test authentication');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Complete authentication',
      'Fail authentication',
    ]);
    expect(document.activeElement).toBe(buttons[0]);
    const press = (key: string, shiftKey = false) =>
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
    press('Tab');
    expect(document.activeElement).toBe(buttons[1]);
    press('Tab');
    expect(document.activeElement).toBe(buttons[0]);
    press('Tab', true);
    expect(document.activeElement).toBe(buttons[1]);
    (buttons[0] as HTMLButtonElement).click();
    expect((await confirming).paymentIntent).toMatchObject({ status: 'succeeded' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape as a failed authentication', async () => {
    const { confirming } = await openDialog();
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const result = await confirming;
    expect(result.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect(result.paymentIntent).toMatchObject({ status: 'requires_payment_method' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not found in time');
}
