import type { FastifyInstance } from 'fastify';
import { accountApi, translate } from 'shared-contracts';
import { declared, endpoint, type OutcomeDoc } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { clearSessionCookies } from '../identity/cookies.ts';
import { TOO_MANY_ATTEMPTS } from '../identity/rate-limits.ts';
import { accountStatus, deleteAccount } from './erase.ts';
import { accountData } from './export.ts';

const MEETING_IN_PROGRESS: OutcomeDoc = {
  status: 409,
  description:
    "'You have a meeting under way or still being paid for…': a meeting the caller's side can no longer cancel (a customer's, once started) or whose payment is being made has not ended; nothing was changed",
  shape: 'Error',
};
const PROVIDER_DOWN: OutcomeDoc = {
  status: 503,
  description: 'The payment provider could not detach the cards or end the plan; nothing was erased',
  shape: 'Error',
};

/** GET /account, GET /account/data and DELETE /account: the account's own data (GDPR). */
export async function privacyRoutes(app: FastifyInstance) {
  app.route(
    declared(accountApi.status, {
      summary:
        'What deleting the account needs: its email, whether it has a password, the meetings to come it cancels and their refund',
      tags: ['account'],
      access: 'user',
      handler: async ({ user }) => envelope(await accountStatus(app, user)),
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/account/data',
      summary: "Download the account's data (a JSON file)",
      description:
        'Profile, sessions, expert profile, meetings with their payments, posts, answers, feedback, favourites, cards (brand and last 4), notifications and uploads.',
      tags: ['account'],
      access: 'user',
      produces: 'application/json',
      handler: async ({ user, reply }) => {
        const day = app.clock().toISOString().slice(0, 10);
        // Indented for people who open the file; sent as text, so it is typed here.
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="expertia-data-${day}.json"`)
          .header('cache-control', 'no-store');
        return JSON.stringify(await accountData(app, user), null, 2);
      },
    }),
  );

  app.route(
    declared(accountApi.remove, {
      summary: 'Delete the account: sessions revoked, personal data erased, cards detached',
      description:
        "Confirmed with the current password, or with the account's email when it has no password. Every meeting still to come (either side) is cancelled first as a cancellation by that side would be (`POST /meets/{id}/cancel`: refunds by the rules, the other side told). Meetings and payments are kept without the person's name, for the other side and the books. The answer clears the session cookies. Rate-limited like a password change (one count per user and per client address): 429 past it.",
      tags: ['account'],
      access: 'user',
      outcomes: [MEETING_IN_PROGRESS, PROVIDER_DOWN, TOO_MANY_ATTEMPTS],
      handler: async ({ user, body, request, reply }) => {
        await app.countPasswordCheck(request, reply);
        await deleteAccount(app, user, body, request.locale);
        clearSessionCookies(reply, app.config);
        return { data: null, message: translate('accountDeleted', request.locale) };
      },
    }),
  );
}
