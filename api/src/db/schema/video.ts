import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What the video server reported about a room (room_started, participant_joined, participant_left,
 * room_finished), one row per verified webhook; `event_id` makes a redelivered webhook a no-op.
 * Joins and leaves are what later no-show and earnings rules read.
 */
export const videoRoomEvents = pgTable(
  'video_room_events',
  {
    id: serial('id').primaryKey(),
    eventId: varchar('event_id', { length: 128 }).notNull().unique(),
    event: varchar('event', { length: 32 }).notNull(),
    roomName: varchar('room_name', { length: 128 }).notNull(),
    roomSid: varchar('room_sid', { length: 64 }).notNull().default(''),
    participantIdentity: varchar('participant_identity', { length: 128 }),
    participantSid: varchar('participant_sid', { length: 64 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_room_events_room_idx').on(table.roomName, table.occurredAt)],
);

export type VideoRoomEvent = typeof videoRoomEvents.$inferSelect;
