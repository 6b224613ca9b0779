import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client.ts';
import { scheduleJob } from '../jobs/index.ts';

/** Closes a meeting's room at its end: a durable job keyed by the room, on the api's clock. */
export const ROOM_CLOSE_JOB = 'video.close_room';

interface RoomClosePayload {
  roomName: string;
}

/** Plans (or moves, after an extension: same key) the closing of a room at its meeting's end. */
export async function scheduleRoomClosure(
  app: Pick<FastifyInstance, 'jobs'>,
  roomName: string,
  closeAt: Date,
): Promise<void> {
  await app.jobs.schedule<RoomClosePayload>(ROOM_CLOSE_JOB, { roomName }, { runAt: closeAt, key: roomName });
}

/**
 * Plans (or moves) the closing in a transaction: a reschedule moves it to the new end, a
 * cancellation to now (the worker then closes the room), committed with the change.
 */
export async function scheduleRoomClosureIn(tx: Transaction, roomName: string, closeAt: Date): Promise<void> {
  await scheduleJob(tx, ROOM_CLOSE_JOB, { roomName } satisfies RoomClosePayload, {
    runAt: closeAt,
    key: roomName,
  });
}

/**
 * Defines the closing job (before the queue starts): everyone removed, the room deleted. A failure
 * is retried by the queue with its backoff; a room already gone counts as closed.
 */
export function defineRoomClosures(app: Pick<FastifyInstance, 'jobs' | 'rooms'>): void {
  app.jobs.define<RoomClosePayload>(ROOM_CLOSE_JOB, (payload) => app.rooms.closeRoom(payload.roomName));
}
