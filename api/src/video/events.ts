import { asc, eq } from 'drizzle-orm';
import type { WebhookEvent } from 'livekit-server-sdk';
import type { Database } from '../db/client.ts';
import { type VideoRoomEvent, videoRoomEvents } from '../db/schema/index.ts';

const RECORDED = new Set(['room_started', 'room_finished', 'participant_joined', 'participant_left']);

/** Records a verified webhook; answers false for events not kept or already recorded. */
export async function recordRoomEvent(db: Database, event: WebhookEvent): Promise<boolean> {
  if (!RECORDED.has(event.event) || !event.id || !event.room?.name) return false;
  const seconds = Number(event.createdAt);
  const rows = await db
    .insert(videoRoomEvents)
    .values({
      eventId: event.id,
      event: event.event,
      roomName: event.room.name,
      roomSid: event.room.sid,
      participantIdentity: event.participant?.identity ?? null,
      participantSid: event.participant?.sid ?? null,
      occurredAt: seconds > 0 ? new Date(seconds * 1000) : new Date(),
    })
    .onConflictDoNothing({ target: videoRoomEvents.eventId })
    .returning({ id: videoRoomEvents.id });
  return rows.length > 0;
}

/** A room's recorded events, oldest first: who joined and left, and when. */
export function roomEvents(db: Database, roomName: string): Promise<VideoRoomEvent[]> {
  return db
    .select()
    .from(videoRoomEvents)
    .where(eq(videoRoomEvents.roomName, roomName))
    .orderBy(asc(videoRoomEvents.occurredAt), asc(videoRoomEvents.id));
}
