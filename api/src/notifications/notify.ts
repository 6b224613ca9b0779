import type { FastifyInstance } from 'fastify';
import type { AppNotification, NotificationType } from 'shared-contracts';
import { notifications } from '../db/schema/index.ts';

type Notifier = Pick<FastifyInstance, 'db' | 'bus' | 'clock'>;

/** Stores a notification for the user and pushes it to every socket they hold. */
export async function notify(
  app: Notifier,
  userId: number,
  type: NotificationType,
  data: Record<string, unknown>,
): Promise<AppNotification> {
  const [row] = await app.db
    .insert(notifications)
    .values({ userId, type, data, createdAt: app.clock() })
    .returning();
  if (!row) throw new Error('notification not stored');
  const notification: AppNotification = {
    id: row.id,
    type,
    data,
    created_at: row.createdAt.toISOString(),
    read_at: null,
  };
  await app.bus.publish(userId, { type: 'notification', notification });
  return notification;
}
