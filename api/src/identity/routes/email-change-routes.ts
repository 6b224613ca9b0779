import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { endpoint } from '../../http/endpoint.ts';
import { recipientLocale } from '../../mail/recipient-locale.ts';
import { CONFIRM_EMAIL_PATH, confirmEmailChange } from '../email-change.ts';
import { emailChangePage } from '../email-change-page.ts';

/** GET /account/email-change: the link mailed to a new address, opened by the browser. */
export async function emailChangeRoutes(app: FastifyInstance) {
  app.route(
    endpoint({
      method: 'GET',
      url: CONFIRM_EMAIL_PATH,
      summary: "Confirm a new email address: the account's email becomes it",
      description:
        "The link mailed to the new address by PUT /experts/profile with another email; it works once, for 24 hours. The account's email changes if the address is still free, and the former address is told. Answers an HTML page in the account's language: 200 when the email changed, 400 when the link is unknown, used or expired, or the address belongs to another account by now.",
      tags: ['account'],
      access: 'public',
      query: v.object({ token: v.optional(v.string(), '') }),
      produces: 'text/html',
      handler: async ({ query, request, reply }) => {
        const outcome = await confirmEmailChange(app, query.token, request.locale);
        const locale = outcome.changed
          ? recipientLocale(outcome.user.locale, request.locale)
          : request.locale;
        reply
          .status(outcome.changed ? 200 : 400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store');
        return emailChangePage(outcome, locale);
      },
    }),
  );
}
