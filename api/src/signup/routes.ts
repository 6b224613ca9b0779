import type { FastifyInstance } from 'fastify';
import { ExpertRegistrationSchema, ExpertUpgradeSchema, identityApi, translate } from 'shared-contracts';
import { upgradeToExpert } from '../experts/registration.ts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { setSessionCookies } from '../identity/cookies.ts';
import { signUpCounter, TOO_MANY_ATTEMPTS } from '../identity/rate-limits.ts';
import { createSession } from '../identity/sessions.ts';
import { sessionUser } from '../identity/views.ts';
import { readSocialSignUp } from '../social/sign-up.ts';
import { createAccount } from './create-account.ts';
import { composeSignUpAttempt } from './taken-address.ts';

/**
 * POST /register: an account, or an account with its expert profile in one transaction, or (for a
 * signed-in caller) the same account made an expert. It composes identity and experts, so it
 * belongs to neither.
 */
export async function signUpRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const countSignUp = signUpCounter(app);

  app.route({
    ...declared(identityApi.register, {
      summary: 'Create an account (a customer, or an expert with `as_expert`) and sign in',
      description:
        'Answers the session (`token` for bearer clients) and sets the session cookies. An email already in use is a 422 on `email` whose message does not say so ("We could not create an account with these details…"), and its owner is mailed that someone tried to sign up with it. Rate-limited per email (LOGIN_RATE_LIMIT a minute) and per client address (SIGNUP_RATE_LIMIT a minute): 429 past either. With `as_expert: true` the expert fields are required too (role, years_of_experience, languages ids ≥ 1, categories ids 1–3, subcategories of those categories) and the account is created with its expert profile in one transaction (user_type expert). A caller already signed in (cookie or bearer) who sends `as_expert: true` does not get a second account: the same account becomes an expert (200; only the expert fields are required, account fields sent are saved, email and password are not changed) and a new expert-area session is answered. With `social_provider` other than none no password is needed but the `social_ticket` answered by POST /auth/callback/{provider} is (a 422 on `social_ticket` when missing, expired, used or of another provider); the email must be the one the provider gave (422 on `email`), and the new account is linked to the provider\'s person, so the provider signs it in from then on.',
      tags: ['identity'],
      access: 'public',
      outcomes: [TOO_MANY_ATTEMPTS],
      // 201: a new account (200 is a signed-in caller becoming an expert, answered before this).
      respond: async ({ body, request, reply }) => {
        const { locale } = request;
        await countSignUp(request, reply);
        const social = await readSocialSignUp(db, body, locale);
        const readExpertise = () =>
          body.as_expert ? validate(ExpertRegistrationSchema, request.body, request) : null;
        const created = await createAccount(db, body, readExpertise, locale, social);
        if (!created) {
          // The owner of the address hears of it; the caller is not told the address has an account.
          app.mailer.deliver(() => composeSignUpAttempt(app, body.email, locale));
          throw fieldError('email', 'signUpRefused', locale);
        }
        const userType = created.isExpert ? ('expert' as const) : ('customer' as const);
        const session = await createSession(db, created.id, userType);
        setSessionCookies(reply, config, session);
        return {
          status: 201,
          body: envelope({ token: session.token, user: sessionUser(created), user_type: userType }),
        };
      },
    }),
    // A signed-in caller registering as an expert: the same account becomes an expert.
    preHandler: async (request, reply) => {
      const sent = request.body as { as_expert?: unknown } | null | undefined;
      if (!sent || typeof sent !== 'object' || sent.as_expert !== true) return;
      if (request.csrfRejected) throw new HttpError(403, 'csrfFailed');
      if (!request.user) return;
      const input = validate(ExpertUpgradeSchema, sent, request);
      const user = await upgradeToExpert(db, request.user, input, request.locale);
      const session = await createSession(db, user.id, 'expert');
      setSessionCookies(reply, config, session);
      reply
        .status(200)
        .send(
          envelope(
            { token: session.token, user: sessionUser(user), user_type: 'expert' as const },
            translate('registeredAsExpert', request.locale),
          ),
        );
      return reply;
    },
  });
}
