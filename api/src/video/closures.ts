import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { videoRoomClosures } from '../db/schema/index.ts';

/** How long one instance owns a due closure before another may retry it. */
const CLAIM_SECONDS = 30;

/** Plans (or moves, after an extension) the closing of a room at its meeting's end. */
export async function scheduleRoomClosure(db: Database, roomName: string, closeAt: Date): Promise<void> {
  await db
    .insert(videoRoomClosures)
    .values({ roomName, closeAt })
    .onConflictDoUpdate({
      target: videoRoomClosures.roomName,
      set: { closeAt, closedAt: null, lockedUntil: null, attempts: 0, lastError: null },
    });
}

/** Claims the closures that are due and not held by another instance. */
async function claimDue(db: Database, limit: number): Promise<string[]> {
  const rows = await db.execute<{ room_name: string }>(sql`
    UPDATE video_room_closures
       SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
     WHERE room_name IN (
       SELECT room_name FROM video_room_closures
        WHERE closed_at IS NULL AND close_at <= now() AND (locked_until IS NULL OR locked_until < now())
        ORDER BY close_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING room_name`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { room_name: string }[] }).rows;
  return list.map((row) => row.room_name);
}

/** Closes every due room once; a failure is kept and retried when the claim runs out. */
export async function runDueClosures(
  db: Database,
  closeRoom: (roomName: string) => Promise<void>,
  limit = 20,
): Promise<number> {
  let closed = 0;
  for (const roomName of await claimDue(db, limit)) {
    try {
      await closeRoom(roomName);
      await db
        .update(videoRoomClosures)
        .set({ closedAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(videoRoomClosures.roomName, roomName));
      closed += 1;
    } catch (error) {
      await db
        .update(videoRoomClosures)
        .set({ lastError: (error as Error).message.slice(0, 500) })
        .where(and(eq(videoRoomClosures.roomName, roomName)));
    }
  }
  return closed;
}

/** Runs due closures every `intervalMs` until stopped; one run at a time. */
export function startClosureWorker(options: {
  db: Database;
  closeRoom: (roomName: string) => Promise<void>;
  intervalMs: number;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? 0 : runDueClosures(options.db, options.closeRoom)))
      .catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
