import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { SignUpPage } from './SignUpPage.tsx';

const countries = [
  { code: 'ES', country: 'Spain', flag: '🇪🇸' },
  { code: 'MX', country: 'Mexico', flag: '🇲🇽' },
  { code: 'US', country: 'United States', flag: '🇺🇸' },
];
const categories = ['Law', 'Health', 'Finance', 'Design'].map((name, index) => ({
  id: index + 1,
  name,
  slug: name.toLowerCase(),
  image: null,
  subcategories: [],
}));

function signUpApi(
  overrides: Record<string, (request: FakeRequest) => { status?: number; body: unknown }> = {},
) {
  let profile: Record<string, unknown> | null = null;
  return fakeApi({
    'GET countries': () => ok(countries),
    'GET timezone': () => ok([{ code: 'Europe/Madrid' }, { code: 'America/Mexico_City' }]),
    'GET categories': () => ok(categories),
    'POST register': ({ body }) => {
      const account = body as Record<string, unknown>;
      profile = {
        ...account,
        id: 1,
        country: { code: account.country, country: 'Spain' },
        meets: 0,
        posts: 0,
      };
      setCookie('userType', 'customer');
      return ok({ token: 't', user: { id: 1 }, user_type: 'customer' });
    },
    'GET customers/profile': () =>
      profile ? ok(profile) : { status: 401, body: { message: 'Unauthenticated.' } },
    'PUT customers/profile': ({ body }) =>
      ok({ ...profile, ...(body as object) }, 'Profile updated successfully'),
    'PUT customers/attach-customer-countries': () => ok(null, 'Countries saved successfully'),
    'PUT customers/attach-customer-category': () => ok(null, 'Categories saved successfully'),
    ...overrides,
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillAccount(password = 'secret-pass') {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ruiz');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await choose('Country', '🇪🇸 Spain');
  await choose('Time zone', 'Europe/Madrid');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+34 600 000 000');
  await userEvent.click(screen.getByRole('checkbox'));
}

const renderSignUp = (api: ReturnType<typeof signUpApi>['api'], locale: 'en' | 'es' = 'en') =>
  renderInShell(<SignUpPage />, { api, locale, route: '/get-started' });

describe('customer sign-up, step 1 (account)', () => {
  it('keeps Continue disabled until the terms are accepted; terms and privacy open in a new tab', async () => {
    await renderSignUp(signUpApi().api);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/customer/login');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next.hasAttribute('disabled')).toBe(true);
    const terms = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(next.hasAttribute('disabled')).toBe(false);
  });

  it('shows the spec messages in English', async () => {
    const { api, calls } = signUpApi();
    await renderSignUp(api);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Must be minimum 8 characters')).toBeTruthy();
    expect(screen.getAllByText('Field required').length).toBeGreaterThanOrEqual(4);
    expect(calls.some((call) => call.path === 'register')).toBe(false);
  });

  it('shows the same rules in Spanish', async () => {
    await renderSignUp(signUpApi().api, 'es');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Formato de correo inválido')).toBeTruthy();
    expect(screen.getByText('Debe tener mínimo 8 caracteres')).toBeTruthy();
    expect(screen.getAllByText('Campo requerido').length).toBeGreaterThanOrEqual(4);
  });

  it('shows the first message of a failed registration in a toast and beside the field', async () => {
    const { api } = signUpApi({
      'POST register': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: {
            email: [
              'We could not create an account with these details. If you already have one, sign in or reset your password.',
            ],
          },
        },
      }),
    });
    await renderSignUp(api);
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const messages = await screen.findAllByText(
      'We could not create an account with these details. If you already have one, sign in or reset your password.',
    );
    expect(messages.length).toBe(2);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

describe('customer sign-up, step 2 (preferences) and the whole flow', () => {
  it('registers, asks for 1-3 countries and 3+ categories, goes back to step 1 and ends on /customer/app', async () => {
    const { api, calls } = signUpApi();
    await renderSignUp(api);
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const finish = await screen.findByRole('button', { name: 'Finish' });
    // Categories are required as the countries are, and marked as Mantine marks a required field.
    const legend = screen.getByText('Categories of interest', { selector: 'legend' });
    // The account exists now: no 'Already have an account? Login'.
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(legend.textContent).toBe('Categories of interest *');
    const register = calls.find((call) => call.method === 'POST' && call.path === 'register');
    expect(register?.body).toMatchObject({
      first_name: 'Ana',
      email: 'ana@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      as_expert: false,
      country: 'ES',
      timezone: 'Europe/Madrid',
      terms_and_conditions: true,
      social_provider: 'none',
    });

    await userEvent.click(finish);
    expect(await screen.findByText('Select countries')).toBeTruthy();
    expect(screen.getByText('Select a minimum of 3 categories')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Law' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Health' }));
    await userEvent.click(finish);
    expect(await screen.findByText('Select a minimum of 3 categories')).toBeTruthy();

    // Back to step 1: the data is kept, the account exists (email locked, no password).
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Finish' });
    expect(calls.filter((call) => call.path === 'register')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'PUT' && call.path === 'customers/profile')).toBe(true);

    // Step 2 kept the two categories chosen before going back.
    expect((screen.getByRole('checkbox', { name: 'Law' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await choose('Preferred countries', '🇲🇽 Mexico');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/customer/app'));
    const bodyOf = (path: string) => calls.find((call) => call.path === path)?.body;
    expect(bodyOf('customers/attach-customer-countries')).toEqual({ countries: ['MX'] });
    expect(bodyOf('customers/attach-customer-category')).toEqual({ categories_id: [1, 2, 3] });
  });

  it('shows a failed preferences save as a toast titled with the message and the field messages as body', async () => {
    setCookie('userType', 'customer');
    const profile = {
      id: 1,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      country: { code: 'ES', country: 'Spain' },
      timezone: 'Europe/Madrid',
      phone_number: '+34 600 000 000',
      countries: ['ES'],
      categories_id: [1, 2, 3],
    };
    const { api } = signUpApi({
      'GET customers/profile': () => ok(profile),
      'PUT customers/attach-customer-countries': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { countries: ['Max. 3 countries'], other: ['Select countries'] },
        },
      }),
    });
    await renderSignUp(api);
    // A signed-in customer continues at step 2 with the saved choices.
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    const title = await screen.findByText('The given data was invalid.');
    const toast = title.closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Max. 3 countries Select countries')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/get-started');
  });
});

describe('customer sign-up with a social profile', () => {
  const pending = (email: string | null) => ({
    outcome: 'sign_up',
    area: 'customer',
    social_ticket: 'ticket-1',
    profile: {
      id: 'sub-1',
      social_provider: 'facebook',
      first_name: 'Fede',
      last_name: 'Facebook',
      email,
      profile_picture: null,
      country: null,
    },
  });

  it('pre-fills the profile, locks the email, asks no password and sends the ticket', async () => {
    sessionStorage.setItem('social-sign-up', JSON.stringify(pending('fede@example.test')));
    const { api, calls } = signUpApi();
    await renderSignUp(api);
    expect(screen.getByText('You are signing up with Facebook: no password is needed.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Fede');
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('fede@example.test');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();

    await choose('Country', '🇪🇸 Spain');
    await choose('Time zone', 'Europe/Madrid');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+34 600 000 000');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('button', { name: 'Finish' });
    const body = calls.find((call) => call.path === 'register')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'fede@example.test',
      first_name: 'Fede',
      password: '',
      social_provider: 'facebook',
      social_ticket: 'ticket-1',
    });
    // The ticket is single use: it leaves the tab once the account exists.
    expect(sessionStorage.getItem('social-sign-up')).toBeNull();
  });

  it('lets the email be typed when the provider gave none, in Spanish', async () => {
    sessionStorage.setItem('social-sign-up', JSON.stringify(pending(null)));
    const { api } = signUpApi();
    await renderSignUp(api, 'es');
    expect(screen.getByText('Te estás registrando con Facebook: no necesitas contraseña.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' }) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(screen.queryByLabelText(/^Contraseña/)).toBeNull();
    sessionStorage.clear();
  });

  it('ignores a profile kept for the expert sign-up', async () => {
    sessionStorage.setItem(
      'social-sign-up',
      JSON.stringify({ ...pending('x@example.test'), area: 'expert' }),
    );
    const { api } = signUpApi({ 'GET auth/providers': () => ok({ providers: ['google'] }) });
    await renderSignUp(api);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    sessionStorage.clear();
  });
});
