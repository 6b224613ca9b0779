import type { FastifyInstance } from 'fastify';
import { identityApi } from 'shared-contracts';
import { declared } from '../../http/endpoint.ts';
import { envelope } from '../../http/envelope.ts';
import { saveAccountLanguage } from '../account-language.ts';

/** PUT /account/language: the EN/ES switch of a signed-in person, kept for the mails they get. */
export async function languageRoutes(app: FastifyInstance) {
  app.route(
    declared(identityApi.language, {
      summary: 'Keep the language chosen on the EN/ES switch',
      description:
        "The api's mails to the account (meetings, password reset, account deleted) are in it from then on; before any choice, meeting mails follow the country and the others the asking page.",
      tags: ['account'],
      access: 'user',
      handler: async ({ body, user }) => {
        await saveAccountLanguage(app.db, user.id, body.locale);
        return envelope({ locale: body.locale });
      },
    }),
  );
}
