import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { fakeMfPayments } from 'remote-kit/testing/mf-payments';
import { ApiError, type ExpertSignUpAccount, type Locale, paths } from 'shared-contracts';
import type { LoadRemote, Session } from 'shared-contracts/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expert } from '../test/fixtures.ts';
import ExpertSignUp from './ExpertSignUp.tsx';

const BASE = '/experts/get-started';
const HOME = '/experts/app';

const categories = [
  {
    id: 1,
    name: 'Health',
    slug: 'health',
    image: null,
    subcategories: [{ id: 11, name: 'Nutrition', slug: 'nutrition' }],
  },
  {
    id: 2,
    name: 'Law',
    slug: 'law',
    image: null,
    subcategories: [{ id: 21, name: 'Family law', slug: 'family' }],
  },
];
const plans = {
  monthly: [
    {
      id: 1,
      name: 'Starter',
      slug: 'starter-monthly',
      price: 19,
      period: 'monthly',
      description: 'Starter monthly',
      trial_days: 30,
    },
    {
      id: 2,
      name: 'Pro',
      slug: 'pro-monthly',
      price: 49,
      period: 'monthly',
      description: 'Pro monthly',
      trial_days: 0,
    },
  ],
  yearly: [
    {
      id: 3,
      name: 'Starter',
      slug: 'starter-yearly',
      price: 190,
      period: 'yearly',
      description: 'Starter yearly',
      trial_days: 30,
    },
  ],
};

/** Step 1 as a guest typed it in the shell's first step (the page's island). */
const HANDED_OVER: ExpertSignUpAccount = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  password: 'secret-pass',
  timezone: 'America/Bogota',
  terms_and_conditions: true,
};

const { loadRemote: paymentsRemote, authenticatePayment } = fakeMfPayments();

function renderWizard({
  url = BASE,
  locale = 'en' as Locale,
  session,
  paymentsDown = false,
  account,
}: {
  url?: string;
  locale?: Locale;
  session?: Session;
  paymentsDown?: boolean;
  account?: ExpertSignUpAccount;
} = {}) {
  const { api } = fakeApi((path, query) => {
    if (path === paths.timezone) return envelope([{ code: 'Europe/Madrid' }, { code: 'America/Bogota' }]);
    if (path === paths.countries) return envelope([{ code: 'ES', country: 'Spain', flag: null }]);
    // 100 languages a page (spec §9): Spanish is on the second.
    if (path === paths.languages)
      return query?.page === 2
        ? page([{ id: 2, name: 'Spanish', iso_code: 'es' }], 2, 2)
        : page([{ id: 1, name: 'English', iso_code: 'en' }], 1, 2);
    if (path === paths.categories) return envelope(categories);
    if (path === paths.subscriptionTypes)
      return envelope(query?.period === 'yearly' ? plans.yearly : plans.monthly);
    if (path === paths.schedules) return envelope([]);
    if (path === paths.rates || path === paths.expert(7))
      return envelope(path === paths.rates ? [] : { rates: [] });
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(
    <ExpertSignUp homePath={HOME} loginPath="/experts/login" {...(account ? { account } : {})} />,
    {
      api,
      locale,
      url,
      ...(paymentsDown ? {} : { loadRemote: paymentsRemote as LoadRemote }),
      ...(session ? { session } : {}),
    },
  );
  return { ...view, api, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // jsdom runs no CSS transitions: Mantine's dropdown stays display:none while open.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillAccount(
  user: User,
  words = { first: 'First name', last: 'Last name', password: /^Password/ },
) {
  await user.type(screen.getByRole('textbox', { name: words.first }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: words.last }), 'Ruiz');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ana@Example.com');
  await user.type(screen.getByLabelText(words.password), 'secret-pass');
  await choose(user, 'Time zone', 'Europe/Madrid');
  await user.click(screen.getByRole('checkbox'));
}

async function fillExpertise(user: User, withSubcategory = true) {
  await user.type(screen.getByRole('textbox', { name: 'Role in your area' }), 'Nutritionist');
  await user.type(screen.getByRole('textbox', { name: 'Years in the role' }), '7');
  await choose(user, 'Country', 'Spain');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+34 600 000 000');
  await choose(user, 'Languages', 'Spanish');
  await user.keyboard('{Escape}');
  await choose(user, 'Categories', 'Health');
  await user.keyboard('{Escape}');
  if (withSubcategory) await choose(user, 'Subcategory of Health', 'Nutrition');
}

function currentStep(): string | null {
  const steps = screen.getByRole('list', { name: /Sign-up steps|Pasos del registro/ });
  return within(steps).getByRole('button', { current: 'step' }).textContent;
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.useRealTimers());

describe('expert sign-up, steps 1 and 2', () => {
  it('keeps Continue disabled until the terms are accepted, and only the current step enabled', async () => {
    const { user } = renderWizard();
    expect(await screen.findByText('This information will be displayed publicity')).toBeTruthy();
    // A page that opens on step 1 leaves the focus where the browser put it.
    expect(document.activeElement).toBe(document.body);
    const steps = screen.getByRole('list', { name: 'Sign-up steps' });
    const buttons = within(steps).getAllByRole('button');
    expect(buttons.map((button) => button.hasAttribute('disabled'))).toEqual([false, true, true, true]);
    expect(currentStep()).toContain('Account');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    expect(next.hasAttribute('disabled')).toBe(false);
    await user.click(next);
    expect((await screen.findAllByText('Field required')).length).toBeGreaterThanOrEqual(3);
    // The spec's words for an empty password, then the length rule once something is typed.
    expect(screen.getByText('Must enter email address')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(next);
    expect(await screen.findByText('Must be minimum 8 characters')).toBeTruthy();
  });

  it('step 2 refuses an empty expertise with the spec messages, and Previous keeps step 1', async () => {
    const { user, api } = renderWizard();
    await screen.findByText('This information will be displayed publicity');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Experience information')).toBeTruthy();
    expect(screen.getByText('Expertise information')).toBeTruthy();
    expect(currentStep()).toContain('Expertise');
    // The focus goes on with the wizard: to step 2's first field.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Role in your area' })),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Select one language')).toBeTruthy();
    expect(screen.getByText('Select one category')).toBeTruthy();
    expect(screen.getAllByText('Field required').length).toBe(4);
    expect(api.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ana');
  });

  it('registers the expert in one call, shows the dialog, and goes on to the schedule', async () => {
    const { user, api } = renderWizard();
    await screen.findByText('This information will be displayed publicity');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Experience information');
    await fillExpertise(user);
    api.post.mockResolvedValueOnce(envelope({ token: 't', user: { id: 9 }, user_type: 'expert' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account has been created!' });
    expect(api.post).toHaveBeenCalledWith(paths.register, {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      timezone: 'Europe/Madrid',
      terms_and_conditions: true,
      as_expert: true,
      social_provider: 'none',
      role: 'Nutritionist',
      years_of_experience: 7,
      country: 'ES',
      phone_number: '+34 600 000 000',
      languages: [2],
      categories: [1],
      subcategories: [11],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl().searchParams.get('step')).toBe('3'));
    expect(currentStep()).toContain('Schedule and rates');
    expect(await screen.findByRole('heading', { name: 'Make your schedule' })).toBeTruthy();
  });

  it("starts at step 2 with the shell's step 1 and registers with it", async () => {
    const { user, api } = renderWizard({ account: HANDED_OVER });
    expect(await screen.findByText('Experience information')).toBeTruthy();
    expect(currentStep()).toContain('Expertise');
    // Continue was pressed on the page it took over: the focus is on step 2's first field.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Role in your area' })),
    );
    await fillExpertise(user);
    api.post.mockResolvedValueOnce(envelope({ token: 't', user: { id: 9 }, user_type: 'expert' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Your account has been created!' });
    expect(api.post).toHaveBeenCalledWith(
      paths.register,
      expect.objectContaining({
        email: 'ana@example.com',
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        timezone: 'America/Bogota',
        terms_and_conditions: true,
        as_expert: true,
      }),
    );
  });

  it("Previous from step 2 shows the shell's step 1 in the wizard's own", async () => {
    const { user } = renderWizard({ account: HANDED_OVER });
    await screen.findByText('Experience information');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('secret-pass');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' })),
    );
  });

  it('an email already in use: back on step 1 with the message on the email, and an error toast', async () => {
    const { user, api, notify } = renderWizard();
    await screen.findByText('This information will be displayed publicity');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Experience information');
    // The subcategory picker left empty: optional.
    await fillExpertise(user, false);
    const taken =
      'We could not create an account with these details. If you already have one, sign in or reset your password.';
    api.post.mockRejectedValueOnce(new ApiError(422, { message: taken, data: { email: [taken] } }, taken));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).toHaveBeenCalledWith(taken, 'Error');
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ categories: [1], subcategories: [] });
  });

  it('a signed-in customer keeps the email locked and gives no password', async () => {
    const customer: Session = {
      status: 'signed-in',
      user: {
        id: 3,
        is_expert: false,
        profile_picture: null,
        first_name: 'Eva',
        last_name: 'Lindqvist',
        email: 'e@l.test',
      },
      userType: 'customer',
    };
    renderWizard({ session: customer });
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('e@l.test');
    expect(email.disabled).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('speaks Spanish', async () => {
    const { user } = renderWizard({ locale: 'es' });
    expect(await screen.findByText('Esta información se mostrará públicamente')).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findAllByText('Campo requerido')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('expert sign-up, step 4 (plan)', () => {
  const planUrl = `${BASE}?step=4`;

  it('preselects the first plan, words Starter with its free days and the first charge date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10) });
    renderWizard({ url: planUrl, session: expert });
    const starter = await screen.findByRole('radio', { name: 'Starter' });
    await waitFor(() => expect((starter as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('30 days free, after $19.00 / month')).toBeTruthy();
    expect(screen.getByText('$49.00 / month')).toBeTruthy();
    expect(
      screen.getByText('We will be making a recharge to your card every 30 days from 12/26/2026'),
    ).toBeTruthy();
    expect(currentStep()).toContain('Plan');
  });

  it('Annual lists the yearly plans, the first chosen; Subscribe sends the plan and card and ends home', async () => {
    const { user, api, notify } = renderWizard({ url: planUrl, session: expert });
    await screen.findByRole('radio', { name: 'Pro' });
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    const yearly = await screen.findByText('30 days free, after $190.00 / year');
    expect(yearly).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Starter' }) as HTMLInputElement).checked).toBe(true),
    );
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Visa ending 4242' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    api.post.mockResolvedValueOnce({ data: { id: 1 }, message: 'Subscription completed successfully' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(currentUrl().pathname).toBe(HOME));
    expect(api.post).toHaveBeenCalledWith(paths.subscriptions, {
      subscription_type: 'starter-yearly',
      payment_method_id: 'pm_default',
    });
    expect(notify.success).toHaveBeenCalledWith('Subscription completed successfully');
  });

  it('a refused card stays on the plan with the provider message', async () => {
    const { user, api } = renderWizard({ url: planUrl, session: expert });
    await screen.findByRole('radio', { name: 'Pro' });
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    const declined = 'Your card was declined.';
    api.post.mockRejectedValueOnce(
      new ApiError(422, { message: declined, data: { payment_method_id: [declined] } }, declined),
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert', { name: /The subscription was not completed/ });
    expect(alert.textContent).toContain(declined);
    expect(currentUrl().pathname).toBe(BASE);
  });

  const waiting = {
    message: 'Your bank asks you to confirm this payment',
    data: {
      subscription_type: 'pro-monthly',
      payment: {
        status: 'requires_action',
        client_secret: 'pi_1_secret_2',
        payment_method_id: 'pm_default',
        expires_at: '2030-01-01T00:00:00Z',
      },
    },
  };

  it('a card whose bank asks for its step: Stripe.js confirms, the api settles, then home', async () => {
    const { user, api, notify } = renderWizard({ url: planUrl, session: expert });
    await user.click(await screen.findByRole('radio', { name: 'Pro' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Visa ending 4242' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    authenticatePayment.mockResolvedValueOnce({ status: 'succeeded' });
    api.post
      .mockResolvedValueOnce(waiting)
      .mockResolvedValueOnce({ data: { id: 1 }, message: 'Subscription completed successfully' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(currentUrl().pathname).toBe(HOME));
    expect(authenticatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2', paymentMethodId: 'pm_default' }),
    );
    expect(api.post).toHaveBeenLastCalledWith(paths.subscriptionAuthentication);
    expect(notify.success).toHaveBeenCalledWith('Subscription completed successfully');
  });

  it("a failed bank step: the api's refusal shows, and the expert stays on the plan", async () => {
    const { user, api } = renderWizard({ url: planUrl, session: expert });
    await user.click(await screen.findByRole('radio', { name: 'Pro' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Visa ending 4242' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    authenticatePayment.mockResolvedValueOnce({
      status: 'failed',
      code: 'payment_intent_authentication_failure',
      message: 'x',
    });
    const refused = 'Your bank could not confirm this payment. Nothing was charged';
    api.post
      .mockResolvedValueOnce(waiting)
      .mockRejectedValueOnce(
        new ApiError(402, { message: refused, data: { payment_method_id: [refused] } }, refused),
      );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert', { name: /The subscription was not completed/ });
    expect(alert.textContent).toContain(refused);
    expect(currentUrl().pathname).toBe(BASE);
  });

  it('with mf_payments down the card form is a Retry; the plans still show', async () => {
    renderWizard({ url: planUrl, session: expert, paymentsDown: true });
    expect(await screen.findByRole('radio', { name: 'Pro' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10) });
    renderWizard({ url: planUrl, session: expert, locale: 'es' });
    expect(await screen.findByText('Selecciona un plan')).toBeTruthy();
    expect(await screen.findByText(/30 días gratis, después 19,00\sUS\$ \/ mes/)).toBeTruthy();
    expect(
      screen.getByText('Haremos un cargo a tu tarjeta cada 30 días a partir del 26/12/2026'),
    ).toBeTruthy();
  });
});

describe('expert sign-up with a social profile (?provider=)', () => {
  const pending = {
    outcome: 'sign_up',
    area: 'expert',
    social_ticket: 'ticket-9',
    profile: {
      id: 'apple-sub',
      social_provider: 'apple',
      first_name: 'Alba',
      last_name: 'Apple',
      email: 'alba@example.test',
      profile_picture: null,
      country: null,
    },
  };
  afterEach(() => sessionStorage.clear());

  it('locks the email, hides the password and registers with the ticket', async () => {
    sessionStorage.setItem('social-sign-up', JSON.stringify(pending));
    const { user, api } = renderWizard({ url: `${BASE}?provider=apple` });
    expect(await screen.findByText('You are signing up with Apple: no password is needed.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('alba@example.test');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Alba');
    await choose(user, 'Time zone', 'Europe/Madrid');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Experience information');
    await fillExpertise(user);
    api.post.mockResolvedValueOnce(envelope({ token: 't', user: { id: 9 }, user_type: 'expert' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Your account has been created!' });
    const body = api.post.mock.calls[0]?.[1] as unknown as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'alba@example.test',
      first_name: 'Alba',
      as_expert: true,
      social_provider: 'apple',
      social_ticket: 'ticket-9',
    });
    expect(body).not.toHaveProperty('password');
    expect(sessionStorage.getItem('social-sign-up')).toBeNull();
  });

  it('says so in Spanish', async () => {
    sessionStorage.setItem('social-sign-up', JSON.stringify(pending));
    renderWizard({ url: `${BASE}?provider=apple`, locale: 'es' });
    expect(await screen.findByText('Te estás registrando con Apple: no necesitas contraseña.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Contraseña/)).toBeNull();
  });

  it('without ?provider= the kept profile is not used and the password is asked', async () => {
    sessionStorage.setItem('social-sign-up', JSON.stringify(pending));
    renderWizard();
    await screen.findByText('This information will be displayed publicity');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });
});
