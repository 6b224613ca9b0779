import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetings } from '../db/schema/index.ts';

/** The customer's comments for the expert on a meeting. */
export async function saveComments(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  meetingId: number,
  comments: string,
): Promise<void> {
  await app.db.update(meetings).set({ comments, updatedAt: app.clock() }).where(eq(meetings.id, meetingId));
}
