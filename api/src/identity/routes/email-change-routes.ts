import type { FastifyInstance } from 'fastify';
import { COOKIE } from 'shared-contracts';
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
        "The link mailed to the new address by PUT /experts/profile with another email; it works once, for 24 hours. The account's email changes if the address is still free, and the former address is told. Answers an HTML page in the account's language (else the site's language switch, else Accept-Language): 200 when the email changed, 400 when the link is unknown, used or expired, or the address belongs to another account by now.",
      tags: ['account'],
      access: 'public',
      query: v.object({ token: v.optional(v.string(), '') }),
      produces: 'text/html',
      handler: async ({ query, request, reply }) => {
        // The browser's language as the site's pages read it: the EN/ES switch's cookie, else Accept-Language.
        const pageLocale = recipientLocale(request.cookies[COOKIE.locale] ?? null, request.locale);
        const outcome = await confirmEmailChange(app, query.token, pageLocale);
        const locale = outcome.changed ? recipientLocale(outcome.user.locale, pageLocale) : pageLocale;
        reply
          .status(outcome.changed ? 200 : 400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store');
        return emailChangePage(outcome, locale);
      },
    }),
  );
}
