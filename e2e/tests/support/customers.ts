import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { identityApi, paymentApi } from 'shared-contracts';
import { callRoute } from './contract.ts';
import { newCustomer } from './people.ts';

export type Customer = ReturnType<typeof newCustomer>;

/** A demo customer's login (api/src/seed/demo-accounts.ts; the README lists it). */
const DEMO_CUSTOMER = { email: 'ben.customer@demo.test', password: 'demo-customer-2' } as const;

/**
 * Signs the demo customer in through the api, in the cookie jar of `request` (a page's or a
 * context's): their pages are the browser's to render, so its app loads the remotes there.
 */
export async function signInDemoCustomer(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/v1/login', { data: { ...DEMO_CUSTOMER, area: 'customer' } });
  expect(login.ok()).toBe(true);
}

/** Signs a new customer up through the api, in the browser's own cookie jar; returns who it is. */
export async function signUp(page: Page): Promise<Customer> {
  const customer = newCustomer();
  await callRoute(page.request, identityApi.register, {
    body: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      password: customer.password,
      password_confirmation: customer.password,
      as_expert: false,
      country: 'ES',
      timezone: 'Europe/Madrid',
      phone_number: customer.phone,
      terms_and_conditions: true,
      social_provider: 'none',
    },
  });
  return customer;
}

/** The words of the 'New card' dialog (mf-payments) and of the local Stripe.js's fields, per language. */
export const CARD_FORM = {
  en: {
    dialog: 'New card',
    holder: 'Cardholder name',
    number: 'Card number',
    expiry: 'Expiration date',
    cvc: 'CVC',
    save: 'Save card',
    addInCheckout: 'Add a new card',
  },
  es: {
    dialog: 'Nueva tarjeta',
    holder: 'Nombre del titular',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvc: 'CVC',
    save: 'Guardar tarjeta',
    addInCheckout: 'Agregar una tarjeta nueva',
  },
} as const;

type CardFormWords = (typeof CARD_FORM)[keyof typeof CARD_FORM];

/**
 * Fills the 'New card' dialog of mf-payments and presses Save card. The card inputs belong to
 * Stripe Elements (the local Stripe.js): typed like a customer would.
 */
async function fillNewCard(
  page: Page,
  holder: string,
  number: string,
  cvc: string,
  words: CardFormWords = CARD_FORM.en,
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByRole('textbox', { name: words.holder }).fill(holder);
  await dialog.getByRole('textbox', { name: words.number }).pressSequentially(number);
  await dialog
    .getByRole('textbox', { name: words.expiry })
    .pressSequentially(`12${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByRole('textbox', { name: words.cvc }).pressSequentially(cvc);
  await dialog.getByRole('button', { name: words.save }).click();
  return dialog;
}

/** Adds a card from the account page's 'Payment methods'. */
export async function addCard(page: Page, holder: string, number: string, cvc: string) {
  await page.getByRole('button', { name: 'Add payment method' }).click();
  return fillNewCard(page, holder, number, cvc);
}

/** Adds a card from the checkout's card picker ('Add a new card'). */
export async function addCardInCheckout(
  page: Page,
  holder: string,
  number: string,
  cvc: string,
  words: CardFormWords = CARD_FORM.en,
) {
  await page.getByRole('button', { name: words.addInCheckout }).click();
  return fillNewCard(page, holder, number, cvc, words);
}

/**
 * Saves a Visa for the signed-in customer without the ui (what Stripe Elements does, by the
 * api): for suites about something else than adding a card.
 */
export async function saveVisa(page: Page): Promise<void> {
  // The api says which Stripe the page uses (the local stand-in here) and with which key.
  const { data } = await callRoute(page.request, paymentApi.config);
  const made = await page.request.post(`${new URL(data.stripe_js_url).origin}/v1/payment_methods`, {
    headers: { authorization: `Bearer ${data.publishable_key}` },
    form: {
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 3),
      'card[cvc]': '123',
    },
  });
  expect(made.ok(), `no payment method: ${made.status()} ${await made.text()}`).toBe(true);
  const card = (await made.json()) as { id: string };
  await callRoute(
    page.request,
    paymentApi.saveCard,
    { body: { name: 'Lucía Visa', card_token: card.id } },
    await csrfHeader(page),
  );
}

/**
 * The CSRF header a cookie-authenticated unsafe call needs (double-submit: the `csrfToken`
 * cookie's value), as the api client of the page sends it.
 */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'csrfToken');
  return cookie ? { 'x-csrf-token': cookie.value } : {};
}
