import type { WebhookEvent } from 'livekit-server-sdk';
import type { Database } from '../db/client.ts';
import { videoRoomEvents } from '../db/schema/index.ts';

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
