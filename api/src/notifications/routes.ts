import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AppNotification,
  NotificationsQuerySchema,
  type NotificationType,
  translate,
} from 'shared-contracts';
import { notifications } from '../db/schema/index.ts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { paginated, withPage } from '../http/pagination.ts';

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
        const mine = and(eq(notifications.userId, user.id), isNull(notifications.clearedAt));
        const [rows, [total]] = await Promise.all([
          withPage(
            app.db
              .select()
              .from(notifications)
              .where(mine)
              .orderBy(desc(notifications.createdAt), desc(notifications.id))
              .$dynamic(),
            query.page,
            query.per_page,
          ),
          app.db.select({ n: count() }).from(notifications).where(mine),
        ]);
        const data: AppNotification[] = rows.map((row) => ({
          id: row.id,
          type: row.type as NotificationType,
          data: row.data as Record<string, unknown>,
          created_at: row.createdAt.toISOString(),
        }));
        return paginated(data, total?.n ?? 0, query.page, query.per_page);
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
        const cleared = await app.db
          .update(notifications)
          .set({ clearedAt: app.clock() })
          .where(and(eq(notifications.userId, user.id), isNull(notifications.clearedAt)))
          .returning({ id: notifications.id });
        await app.bus.publish(user.id, { type: 'notifications.cleared' });
        return envelope({ cleared: cleared.length }, translate('notificationsCleared', request.locale));
      },
    }),
  );
}
