import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { accountApi, type SocialCallbackResult, type SocialProviderName } from 'shared-contracts';
import { declared, endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { setSessionCookies } from '../identity/cookies.ts';
import { createSession } from '../identity/sessions.ts';
import { sessionUser } from '../identity/views.ts';
import { completeSocialSignIn } from './callback.ts';
import { APPLE_FORM_POST_PATH, socialClients } from './clients.ts';
import { enabledProviders } from './config.ts';
import { rememberAppleName, saveLoginState } from './login-states.ts';
import { nameField } from './provider-profile.ts';
import { ticketProfile } from './tickets.ts';

const tags = ['identity'];

/** Sign-ins started or finished per minute per client address: each start writes a state row. */
const perAddressLimit = {
  rateLimit: {
    max: 60,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'tooManyAttempts'),
  },
};

export async function socialRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const clients = socialClients(config.social, config.publicUrl);
  const clientOf = (provider: SocialProviderName) => {
    const client = clients[provider];
    if (!client) throw new HttpError(404, 'socialProviderDisabled');
    return client;
  };

  app.route(
    declared(accountApi.socialProviders, {
      summary: 'The social login providers this deployment is configured for',
      description: 'The sign-in pages show a button for each.',
      tags,
      access: 'public',
      handler: async () => envelope({ providers: enabledProviders(config.social) }),
    }),
  );

  app.route(
    declared(accountApi.socialAuthorize, {
      summary: "The provider's sign-in page to send the browser to",
      description:
        'Starts a social sign-in (authorization code with PKCE; state and nonce single use, valid 10 minutes, kept in the database). `area` is where the user signs in or up. A provider that is not configured is a 404.',
      tags,
      access: 'public',
      config: perAddressLimit,
      handler: async ({ params, query }) => {
        const client = clientOf(params.provider);
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        let url: URL;
        try {
          url = await client.authorizationUrl({ state, nonce, codeVerifier });
        } catch (error) {
          app.log.error(
            { err: error, provider: params.provider },
            'social sign-in: the provider is unreachable',
          );
          throw new HttpError(503, 'socialSignInFailed');
        }
        await saveLoginState(db, { state, provider: params.provider, codeVerifier, nonce, area: query.area });
        return envelope({ url: url.toString() });
      },
    }),
  );

  app.route(
    declared(accountApi.socialCallback, {
      summary: "Finish a social sign-in with the provider's answer",
      description:
        'The shell\'s callback page sends the `code` and `state` the provider sent back. Signed in (`outcome: "signed_in"`, the answer and cookies of POST /login) when the provider\'s person is linked to an account, or when an account has the email and the provider says it verified it (the account is linked then). Otherwise `outcome: "sign_up"` with the profile to pre-fill and a single-use `social_ticket` (30 minutes) for POST /register. An unknown, expired or used state is a 400; a failed code exchange or an ID token that does not verify (signature, issuer, audience, nonce) a 401; an account with the email when the provider did not verify it a 409 (log in with the password). An account that is not an expert\'s, signing in at the expert login, is signed in to the customer area (`outcome: "become_expert"`, the answer and cookies of a customer login): the page offers the registration dialog that makes it an expert\'s.',
      tags,
      access: 'public',
      config: perAddressLimit,
      outcomes: [
        { status: 400, description: 'Unknown, expired or already used state', shape: 'Error' },
        { status: 401, description: 'The code exchange or the ID token failed', shape: 'Error' },
        { status: 409, description: 'An account has this unverified email', shape: 'Error' },
      ],
      handler: async ({ params, body, request, reply }) => {
        const client = clientOf(params.provider);
        const outcome = await completeSocialSignIn(db, client, body, request.log);
        let answer: SocialCallbackResult;
        if (outcome.kind !== 'sign_up') {
          const area = outcome.kind === 'signed_in' ? outcome.area : 'customer';
          const session = await createSession(db, outcome.user.id, area);
          setSessionCookies(reply, config, session);
          answer = {
            outcome: outcome.kind,
            token: session.token,
            user: sessionUser(outcome.user),
            user_type: area,
          };
        } else {
          answer = {
            outcome: 'sign_up',
            area: outcome.area,
            social_ticket: outcome.ticket,
            profile: ticketProfile(params.provider, outcome.profile),
          };
        }
        return envelope(answer);
      },
    }),
  );

  // Apple posts its answer as a form (response_mode=form_post): the browser is sent on to the shell.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.route(
      endpoint({
        method: 'POST',
        url: APPLE_FORM_POST_PATH,
        summary: "Apple's form post: on to the shell's callback page",
        description:
          "Apple's redirect URI. Takes its form (code, state, iss when sent, and the name the first time) and answers 303 to `/auth/callback/apple?code=…&state=…`, whose page finishes the sign-in.",
        tags,
        access: 'public',
        status: 303,
        handler: async ({ request, reply }) => {
          const fields = (request.body ?? {}) as Record<string, string | undefined>;
          const target = new URLSearchParams();
          for (const name of ['code', 'state', 'iss', 'error'] as const) {
            const value = fields[name];
            if (typeof value === 'string' && value.length <= 2048) target.set(name, value);
          }
          const state = fields.state;
          const name = appleName(fields.user);
          if (state && name) await rememberAppleName(db, state, name);
          return reply.status(303).header('location', `/auth/callback/apple?${target}`).send();
        },
      }),
    );
  });
}

/** Apple's `user` field: JSON with `name.firstName` and `name.lastName`, sent at the first sign-in only. */
function appleName(field: string | undefined): { firstName: string; lastName: string } | undefined {
  if (!field) return undefined;
  try {
    const parsed = JSON.parse(field) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: nameField(parsed.name?.firstName), lastName: nameField(parsed.name?.lastName) };
  } catch {
    return undefined;
  }
}
