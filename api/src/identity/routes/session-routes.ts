import type { FastifyInstance } from 'fastify';
import { identityApi, translate } from 'shared-contracts';
import { declared } from '../../http/endpoint.ts';
import { envelope } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { clearSessionCookies, setSessionCookies } from '../cookies.ts';
import { signInAccount } from '../credentials.ts';
import { perEmailRateLimit } from '../rate-limits.ts';
import { createSession, revokeSession } from '../sessions.ts';
import { sessionUser } from '../views.ts';

export async function sessionRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.route(
    declared(identityApi.login, {
      summary: 'Sign in to the customer or the expert area',
      description:
        'Wrong credentials are a 422 on `email` (not a 401). The expert area needs an expert account. Rate-limited per client address and email.',
      tags: ['identity'],
      access: 'public',
      config: perEmailRateLimit(config),
      handler: async ({ body, request, reply }) => {
        const user = await signInAccount(db, body, request.locale);
        const session = await createSession(db, user.id, body.area);
        setSessionCookies(reply, config, session);
        return envelope({ token: session.token, user: sessionUser(user), user_type: body.area });
      },
    }),
  );

  app.route(
    declared(identityApi.logout, {
      summary: 'Sign out: revoke the session and clear the cookies',
      description: 'Succeeds without a session too (the cookies are cleared either way).',
      tags: ['identity'],
      access: 'public',
      handler: async ({ request, reply }) => {
        if (request.csrfRejected) throw new HttpError(403, 'csrfFailed');
        if (request.authSession) await revokeSession(db, request.authSession.id);
        clearSessionCookies(reply, config);
        return { data: null, message: translate('loggedOut', request.locale) };
      },
    }),
  );
}
