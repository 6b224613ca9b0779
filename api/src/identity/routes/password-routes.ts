import type { FastifyInstance } from 'fastify';
import { identityApi, translate } from 'shared-contracts';
import { declared } from '../../http/endpoint.ts';
import { fieldError } from '../../http/errors.ts';
import { composePasswordReset, resetPassword } from '../password-reset.ts';
import { perEmailRateLimit } from '../rate-limits.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app;

  app.route(
    declared(identityApi.forgotPassword, {
      summary: 'Send a password reset link by mail',
      description:
        'Always the same answer, known email or not: the lookup and the mail happen after the answer. The link works once, for 60 minutes.',
      tags: ['identity'],
      access: 'public',
      config: perEmailRateLimit(config),
      handler: async ({ body, request }) => {
        const { locale, log } = request;
        mailer.deliver(() =>
          composePasswordReset(db, config, body.email, locale, (link) => {
            // Without SMTP the link also goes to the log, so a developer can follow it from the console.
            if (!config.smtpUrl) log.info({ link }, 'password reset link (dev mailbox)');
          }),
        );
        return { data: null, message: translate('resetLinkSent', locale) };
      },
    }),
  );

  app.route(
    declared(identityApi.resetPassword, {
      summary: 'Choose a new password with the token of a reset link',
      description: 'Spends the token and signs the account out everywhere. A bad token is a 422 on `token`.',
      tags: ['identity'],
      access: 'public',
      handler: async ({ body, request }) => {
        const done = await resetPassword(db, body.token, body.email, body.password);
        if (!done) throw fieldError('token', 'resetTokenInvalid', request.locale);
        return { data: null, message: translate('passwordReset', request.locale) };
      },
    }),
  );
}
