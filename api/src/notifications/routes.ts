import type { FastifyInstance } from 'fastify';
import { NotificationsQuerySchema, translate } from 'shared-contracts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { paginated } from '../http/pagination.ts';
import { clearNotifications, notificationsOf } from './inbox.ts';

/** GET /notifications (the caller's, newest first, not cleared) and PUT /notifications/clear. */
export async function notificationRoutes(app: FastifyInstance) {
  app.route(
    endpoint({
      method: 'GET',
      url: '/notifications',
      summary: "The signed-in user's notifications, newest first (cleared ones left out), paged",
      tags: ['notifications'],
      access: 'user',
      query: NotificationsQuerySchema,
      handler: async ({ user, query }) => {
        const { data, total } = await notificationsOf(app.db, user.id, query.page, query.per_page);
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/notifications/clear',
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
