import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppNotification, NotificationType } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { withPage } from '../http/pagination.ts';

/** The user's notifications still shown: not cleared. */
const shownTo = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.clearedAt));

/** The user's shown notifications, newest first, one page of them and how many there are. */
export async function notificationsOf(db: Database, userId: number, page: number, perPage: number) {
  const mine = shownTo(userId);
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      page,
      perPage,
    ),
    db
      .select({
        n: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine),
  ]);
  const data: AppNotification[] = rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    data: row.data as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
  return { data, total: total?.n ?? 0, unread: total?.unread ?? 0 };
}

/** Clears every shown notification of the user and tells their sockets; how many were cleared. */
export async function clearNotifications(app: Pick<FastifyInstance, 'db' | 'bus' | 'clock'>, userId: number) {
  const cleared = await app.db
    .update(notifications)
    .set({ clearedAt: app.clock() })
    .where(shownTo(userId))
    .returning({ id: notifications.id });
  await app.bus.publish(userId, { type: 'notifications.cleared' });
  return cleared.length;
}

/** Marks every shown unread notification of the user read and tells their sockets; how many. */
export async function readNotifications(app: Pick<FastifyInstance, 'db' | 'bus' | 'clock'>, userId: number) {
  const read = await app.db
    .update(notifications)
    .set({ readAt: app.clock() })
    .where(and(shownTo(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (read.length > 0) await app.bus.publish(userId, { type: 'notifications.read' });
  return read.length;
}
