import type { FastifyInstance } from 'fastify';
import { clientEventApi } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { fromLoopback, nonLocalRefusal } from '../test-clock/loopback.ts';
import { recordClientEvent, remoteFailureCounts } from './client-events.ts';

const tags = ['client-events'];

/** Reports per minute per client address: each one writes a row. */
const perAddressLimit = {
  rateLimit: {
    max: 30,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'tooManyAttempts'),
  },
};

/**
 * What browsers report about the front end's releases (a remote's version that failed to load and
 * was replaced by the default one), and the counts the release tools read (`release:status`).
 */
export async function clientEventRoutes(app: FastifyInstance) {
  const { db } = app;

  await app.register(async (reports) => {
    // The contract answers a bad report with the error shape (`{message, error}`), not the
    // messages per field other routes give: the browser sending it has no form to show them on.
    reports.setErrorHandler((error, _request, _reply) => {
      if (error instanceof HttpError && error.status === 422 && error.fields)
        throw new HttpError(422, 'validationFailed');
      throw error;
    });
    reports.route({
      ...declared(clientEventApi.report, {
        summary: "A browser reports that a remote's version failed to load (the default one was loaded)",
        description:
          'Body `{kind: "remote-fallback", remote, version, cause: network | integrity | setup}` as JSON. Anyone may send it (no session, no CSRF header); 30 a minute per address (429 after), a bad body is a 422 `{message, error}`. Kept 30 days; 202.',
        tags,
        access: 'public',
        config: perAddressLimit,
        respond: async ({ body }) => {
          await recordClientEvent(db, body, app.clock());
          return { status: 202, body: { data: { recorded: true as const } } };
        },
      }),
      bodyLimit: 4 * 1024,
    });
  });

  app.route(
    declared(clientEventApi.failures, {
      summary: "The remotes' fallbacks reported, per remote, version and cause (from this machine only)",
      description:
        'Read by `npm run release:status -w deploy`: `{failures: [{remote, version, cause, count, last_at}]}` over the last 30 days, ordered by remote, version and cause. From the loopback address only, without X-Forwarded-For (403 otherwise); on every start, not only a test one.',
      tags,
      access: 'public',
      respond: async ({ request }) => {
        if (!fromLoopback(request))
          return { status: 403, body: nonLocalRefusal('Release tools are local only') };
        return { status: 200, body: { data: { failures: await remoteFailureCounts(db, app.clock()) } } };
      },
    }),
  );
}
