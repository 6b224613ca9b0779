import { and, eq } from 'drizzle-orm';
import type { OidcStandIn } from 'stand-ins/oidc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, socialIdentities, socialLoginStates, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/identity/tokens.ts';
import { expertSignUpBody } from './experts-fixtures.ts';
import { call, registerCustomer, signUpBody, startTestApi, type TestApi } from './harness.ts';
import {
  apiOverrides,
  PEOPLE,
  type Provider,
  providerAnswer,
  signInWith,
  startForgingProxy,
  startStandIn,
} from './social-harness.ts';

/** The sign-up form as the page sends it for a social profile: the provider's email, no password. */
function socialSignUp(provider: Provider, ticket: string, email: string) {
  return signUpBody({
    email,
    password: '',
    password_confirmation: '',
    social_provider: provider,
    social_ticket: ticket,
  });
}

describe('social login through the local OpenID provider', () => {
  let standIn: OidcStandIn;
  let api: TestApi;
  beforeAll(async () => {
    standIn = await startStandIn();
    api = await startTestApi(apiOverrides(standIn));
  });
  afterAll(async () => {
    await api.close();
    await standIn.close();
  });

  it('lists the configured providers', async () => {
    const result = await call(api, 'GET', 'auth/providers');
    expect(result.body.data).toEqual({ providers: ['google', 'facebook', 'apple'] });
  });

  const cases: [Provider, (typeof PEOPLE)[keyof typeof PEOPLE]][] = [
    ['google', PEOPLE.googleNew],
    ['facebook', PEOPLE.facebookNew],
    ['apple', PEOPLE.appleNew],
  ];
  for (const [provider, person] of cases) {
    it(`signs up with ${provider} without a password, then logs in with ${provider}`, async () => {
      const first = await signInWith(api, provider, person);
      expect(first.status).toBe(200);
      expect(first.setCookies.authToken).toBeUndefined();
      expect(first.body.data).toEqual({
        outcome: 'sign_up',
        area: 'customer',
        social_ticket: expect.any(String),
        profile: {
          id: person.id,
          social_provider: provider,
          first_name: person.given_name,
          last_name: person.family_name,
          email: person.email,
          profile_picture: null,
          country: null,
        },
      });

      const registered = await call(api, 'POST', 'register', {
        body: socialSignUp(provider, first.body.data.social_ticket, person.email),
      });
      expect(registered.status).toBe(201);
      const userId = registered.body.data.user.id;
      const [row] = await api.app.db.select().from(users).where(eq(users.id, userId));
      expect(row?.passwordHash).toBeNull();
      expect(row?.socialProvider).toBe(provider);

      const again = await signInWith(api, provider, person);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({
        outcome: 'signed_in',
        user_type: 'customer',
        user: { id: userId },
      });
      expect(again.setCookies.authToken).toBe(again.body.data.token);
      const profile = await call(api, 'GET', 'customers/profile', { token: again.body.data.token });
      expect(profile.body.data).toMatchObject({ email: person.email, social_provider: provider });

      // The account has no password: the password login refuses it.
      const login = await call(api, 'POST', 'login', {
        body: { email: person.email, password: 'anything-at-all' },
      });
      expect(login.status).toBe(422);
    });
  }

  it('signs an expert up from the expert area and signs them in to it afterwards', async () => {
    const first = await signInWith(api, 'google', PEOPLE.expertNew, 'expert');
    expect(first.body.data).toMatchObject({ outcome: 'sign_up', area: 'expert' });
    const body = await expertSignUpBody(api, {
      email: PEOPLE.expertNew.email,
      password: '',
      password_confirmation: '',
      social_provider: 'google',
      social_ticket: first.body.data.social_ticket,
    });
    const registered = await call(api, 'POST', 'register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body.data.user_type).toBe('expert');
    const again = await signInWith(api, 'google', PEOPLE.expertNew, 'expert');
    expect(again.body.data).toMatchObject({ outcome: 'signed_in', user_type: 'expert' });
  });

  it('signs a customer-only account in at the expert login to the customer area, offering the registration', async () => {
    const customer = await registerCustomer(api, { email: PEOPLE.customerAtExpertLogin.email });
    const answer = await signInWith(api, 'google', PEOPLE.customerAtExpertLogin, 'expert');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      outcome: 'become_expert',
      user_type: 'customer',
      user: { id: customer.userId, is_expert: false },
    });
    expect(answer.setCookies.authToken).toBe(answer.body.data.token);
    expect(answer.setCookies.userType).toBe('customer');
    const { token } = answer.body.data;
    expect((await call(api, 'GET', 'customers/profile', { token })).status).toBe(200);
    const [session] = await api.app.db
      .select({ userType: authTokens.userType })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(session?.userType).toBe('customer');
  });

  it('links an existing account only when the provider verified the email', async () => {
    const owner = await registerCustomer(api, { email: PEOPLE.verifiedOwner.email });
    const linked = await signInWith(api, 'google', PEOPLE.verifiedOwner);
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ outcome: 'signed_in', user: { id: owner.userId } });
    const links = await api.app.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, owner.userId));
    expect(links.map((link) => [link.provider, link.subject])).toEqual([['google', PEOPLE.verifiedOwner.id]]);

    const unverifiedOwner = await registerCustomer(api, { email: PEOPLE.unverifiedOwner.email });
    const refused = await signInWith(api, 'google', PEOPLE.unverifiedOwner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Log in with your password/);
    expect(refused.setCookies.authToken).toBeUndefined();

    // Facebook never says it verified an email, even for a person whose email is verified elsewhere.
    await registerCustomer(api, { email: PEOPLE.facebookOwner.email });
    const facebook = await signInWith(api, 'facebook', PEOPLE.facebookOwner);
    expect(facebook.status).toBe(409);
    const none = await api.app.db
      .select()
      .from(socialIdentities)
      .where(
        and(eq(socialIdentities.provider, 'facebook'), eq(socialIdentities.subject, PEOPLE.facebookOwner.id)),
      );
    expect(none).toEqual([]);
    expect(unverifiedOwner.userId).toBeGreaterThan(0);
  });

  it('refuses an unknown state, a reused state and a replayed code, signing nobody in', async () => {
    const unknown = await call(api, 'POST', 'auth/callback/google', {
      body: { code: 'made-up-code', state: 'made-up-state' },
      lang: 'es',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Este enlace de acceso ha caducado o ya se usó. Vuelve a empezar.');

    const answer = await providerAnswer(api, 'google', PEOPLE.replay);
    const first = await call(api, 'POST', 'auth/callback/google', { body: answer });
    expect(first.body.data.outcome).toBe('sign_up');
    const reused = await call(api, 'POST', 'auth/callback/google', { body: answer });
    expect(reused.status).toBe(400);

    // The same code under a fresh state of this api: the provider refuses the used code.
    const start = await call(api, 'GET', 'auth/google/authorize');
    const state = new URL(start.body.data.url).searchParams.get('state') ?? '';
    const replayed = await call(api, 'POST', 'auth/callback/google', { body: { ...answer, state } });
    expect(replayed.status).toBe(401);
    expect(replayed.setCookies.authToken).toBeUndefined();

    // A state of another provider is unknown to this one.
    const other = await call(api, 'GET', 'auth/facebook/authorize');
    const facebookState = new URL(other.body.data.url).searchParams.get('state') ?? '';
    const crossed = await call(api, 'POST', 'auth/callback/google', {
      body: { code: 'x', state: facebookState },
    });
    expect(crossed.status).toBe(400);
  });

  it('refuses an ID token whose nonce is not this sign-in’s', async () => {
    const answer = await providerAnswer(api, 'apple', PEOPLE.forged);
    await api.app.db
      .update(socialLoginStates)
      .set({ nonce: 'a-nonce-of-another-sign-in' })
      .where(eq(socialLoginStates.stateHash, hashToken(answer.state)));
    const result = await call(api, 'POST', 'auth/callback/apple', { body: answer });
    expect(result.status).toBe(401);
  });

  it('refuses a social sign-up without a live ticket of its provider, or with another email', async () => {
    const missing = await call(api, 'POST', 'register', {
      body: socialSignUp('google', '', PEOPLE.tickets.email),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.data.social_ticket).toEqual([
      'Your social sign-up has expired. Please continue with the provider again.',
    ]);
    const madeUp = await call(api, 'POST', 'register', {
      body: socialSignUp('google', 'not-a-ticket', PEOPLE.tickets.email),
    });
    expect(madeUp.status).toBe(422);

    const first = await signInWith(api, 'google', PEOPLE.tickets);
    const ticket = first.body.data.social_ticket;
    const otherProvider = await call(api, 'POST', 'register', {
      body: socialSignUp('apple', ticket, PEOPLE.tickets.email),
    });
    expect(otherProvider.status).toBe(422);
    const otherEmail = await call(api, 'POST', 'register', {
      body: socialSignUp('google', ticket, 'someone.else@example.test'),
      lang: 'es',
    });
    expect(otherEmail.status).toBe(422);
    expect(otherEmail.body.data.email).toEqual(['El correo debe ser el que te dio tu proveedor.']);

    const created = await call(api, 'POST', 'register', {
      body: socialSignUp('google', ticket, PEOPLE.tickets.email),
    });
    expect(created.status).toBe(201);
    const twice = await call(api, 'POST', 'register', {
      body: socialSignUp('google', ticket, `again.${PEOPLE.tickets.email}`),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.data.social_ticket).toBeDefined();
  });
});

describe('a forged ID token', () => {
  it('is refused when it is not signed by a key of the issuer', async () => {
    const proxy = await startForgingProxy();
    const standIn = await startStandIn(proxy.url);
    proxy.target(`http://127.0.0.1:${standIn.port}`);
    const api = await startTestApi(apiOverrides(standIn, proxy.url));
    try {
      const result = await signInWith(api, 'google', PEOPLE.forged);
      expect(result.status).toBe(401);
      expect(result.body.message).toBe('The provider could not confirm who you are. Please try again.');
      expect(result.setCookies.authToken).toBeUndefined();
    } finally {
      await api.close();
      await standIn.close();
      await proxy.close();
    }
  });
});

describe('without providers configured', () => {
  it('lists none and refuses to start a sign-in', async () => {
    const api = await startTestApi({ seedDemoData: false, social: {} });
    try {
      expect((await call(api, 'GET', 'auth/providers')).body.data).toEqual({ providers: [] });
      const start = await call(api, 'GET', 'auth/google/authorize');
      expect(start.status).toBe(404);
      const unknown = await call(api, 'GET', 'auth/myspace/authorize');
      expect(unknown.status).toBe(422);
    } finally {
      await api.close();
    }
  });
});
