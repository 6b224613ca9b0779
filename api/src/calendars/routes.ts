import type { FastifyInstance } from 'fastify';
import { type CalendarFailure, calendarApi, type MessageKey, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { connectAccount } from './connect.ts';
import { accountOf, accountsOf, removeAccount, useCalendar } from './store.ts';
import { refreshIfStale, syncAccount } from './sync.ts';

const tags = ['calendars'];

/** What the expert is told of a failed sync. */
const FAILURE_MESSAGES: Record<CalendarFailure, MessageKey> = {
  auth: 'calendarFailureAuth',
  unreachable: 'calendarFailureUnreachable',
  missing: 'calendarFailureMissing',
  server: 'calendarFailureServer',
};

/** Connecting tries a login on a server of the expert's choosing: a few a minute per expert. */
const connectLimit = {
  rateLimit: { max: 10, timeWindow: 60_000 },
};

/** The signed-in expert's CalDAV accounts: connect, choose each calendar's use, sync, remove. */
export async function calendarRoutes(app: FastifyInstance) {
  const { db } = app;

  app.route(
    declared(calendarApi.list, {
      summary: "The expert's calendar accounts and calendars (never their passwords)",
      description:
        'Opening it also asks for a background sync of each account last synced more than a minute ago (the answer does not wait for it).',
      tags,
      access: 'expert',
      handler: async ({ user }) => {
        await refreshIfStale(app, user.id);
        return envelope(await accountsOf(db, user.id));
      },
    }),
  );

  app.route(
    declared(calendarApi.connect, {
      summary: 'Connect a CalDAV account (server address, user name, app password)',
      description:
        'The api logs in and discovers the calendars holding events; the first one blocks busy times and, when the expert has none yet, receives bookings. The password is kept encrypted and never answered. 422 on `server_url` (not https, a private address in production, unreachable, no calendars, 5 accounts already) or `password` (refused by the server). The first sync runs before the answer (its outcome is in it); the next ones every 5 minutes. 10 a minute.',
      tags,
      access: 'expert',
      config: connectLimit,
      handler: async ({ user, body, request }) => {
        await connectAccount(
          app,
          user.id,
          { serverUrl: body.server_url, username: body.username, password: body.password },
          request.locale,
        );
        return envelope(await accountsOf(db, user.id), translate('calendarConnected', request.locale));
      },
    }),
  );

  app.route(
    declared(calendarApi.use, {
      summary: 'Choose whether a calendar blocks busy times and whether it receives bookings',
      description:
        'At most one calendar of the expert receives bookings: choosing one takes it from the others. A calendar that stops blocking has its busy times removed at once; one that starts is read by a sync asked for at once.',
      tags,
      access: 'expert',
      handler: async ({ user, params, body, request }) => {
        const changed = await useCalendar(db, user.id, params.id, {
          blocksBusy: body.blocks_busy,
          receivesBookings: body.receives_bookings,
        });
        if (!changed) throw notFound();
        if (body.blocks_busy) await refreshIfStale(app, user.id, 'now');
        return envelope(await accountsOf(db, user.id), translate('calendarSaved', request.locale));
      },
    }),
  );

  app.route(
    declared(calendarApi.sync, {
      summary: 'Sync an account now and answer the outcome',
      description:
        'Waits for the sync; a failure is answered in `last_error`, and the message says it (the busy times of the last good sync stay).',
      tags,
      access: 'expert',
      handler: async ({ user, params, request }) => {
        if (!(await accountOf(db, user.id, params.id))) throw notFound();
        const failure = await syncAccount(app, params.id);
        const told = failure ? FAILURE_MESSAGES[failure] : 'calendarSynced';
        return envelope(await accountsOf(db, user.id), translate(told, request.locale));
      },
    }),
  );

  app.route(
    declared(calendarApi.remove, {
      summary: 'Remove an account: its calendars, stored events and busy times go with it',
      tags,
      access: 'expert',
      handler: async ({ user, params, request }) => {
        if (!(await removeAccount(db, user.id, params.id))) throw notFound();
        return envelope(await accountsOf(db, user.id), translate('calendarRemoved', request.locale));
      },
    }),
  );
}
