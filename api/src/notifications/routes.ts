import type { FastifyInstance } from 'fastify';
import { notificationApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { paginated } from '../http/pagination.ts';
import { clearNotifications, notificationsOf, readNotifications } from './inbox.ts';

/** GET /notifications (the caller's, newest first, not cleared), PUT /notifications/read and /clear. */
export async function notificationRoutes(app: FastifyInstance) {
  app.route(
    declared(notificationApi.list, {
      summary:
        "The signed-in user's notifications, newest first (cleared ones left out), paged; meta.unread counts the unread ones",
      tags: ['notifications'],
      access: 'user',
      handler: async ({ user, query }) => {
        const { data, total, unread } = await notificationsOf(app.db, user.id, query.page, query.per_page);
        const page = paginated(data, total, query.page, query.per_page);
        return { ...page, meta: { ...page.meta, unread } };
      },
    }),
  );

  app.route(
    declared(notificationApi.read, {
      summary:
        "Marks the signed-in user's listed notifications read (the bell opened): they stay listed, no longer counted as unread; their other sockets are told",
      tags: ['notifications'],
      access: 'user',
      handler: async ({ user }) => envelope({ read: await readNotifications(app, user.id) }),
    }),
  );

  app.route(
    declared(notificationApi.clear, {
      summary: "Clears all of the signed-in user's notifications; their other sockets are told",
      tags: ['notifications'],
      access: 'user',
      handler: async ({ user, request }) => {
        const cleared = await clearNotifications(app, user.id);
        return envelope({ cleared }, translate('notificationsCleared', request.locale));
      },
    }),
  );
}
