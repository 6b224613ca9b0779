import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/**
 * A room to close at its meeting's end: participants removed, room deleted. Kept in the database so a
 * restart or another api instance still closes it; `locked_until` lets one instance claim a due row.
 */
export const videoRoomClosures = pgTable('video_room_closures', {
  roomName: varchar('room_name', { length: 128 }).primaryKey(),
  closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export type VideoRoomEvent = typeof videoRoomEvents.$inferSelect;
