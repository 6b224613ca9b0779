import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ourMessage } from '../charges/failure-message.ts';
import type { ChargePurpose } from '../charges/index.ts';
import { preparedStatement } from '../db/prepared.ts';
import { meetings } from '../db/schema/index.ts';
import { planKeyedJobsFrom } from '../jobs/index.ts';
import { PREPARE_JOB } from '../meetings/prepare.ts';
import { VideoRooms } from '../video/rooms.ts';
import { giveBackHold, HOLD_MS } from './holds.ts';

export type BookingChargeApp = Pick<
  FastifyInstance,
  'db' | 'clock' | 'rooms' | 'bus' | 'jobs' | 'log' | 'config' | 'mailer'
>;

const value = (name: string) => sql.placeholder(name);

/** The reserved meeting confirmed, its set-up planned as a job due at once in the same statement. */
const confirmStatement = preparedStatement<{ id: number }, Record<string, unknown>>(
  'booking_confirm',
  sql`WITH set_up AS (${planKeyedJobsFrom(sql`SELECT ${value('job')}::text, ${value('meetingKey')}::text,
      jsonb_build_object('meetingId', ${value('meetingId')}::int), ${value('at')}::timestamptz`)})
    UPDATE ${meetings} SET state = 'confirmed', room_id = ${value('roomId')}::text, updated_at = ${value('at')}::timestamptz
    WHERE ${meetings.id} = ${value('meetingId')}::int AND ${meetings.state} = 'reserved'
    RETURNING id`,
);

/**
 * A booking's charge: paid, it confirms the held meeting and plans its set-up (room, jobs,
 * notifications, mails) as a job due at once in the same transaction, which the worker runs right
 * after, off the customer's request; failed or refunded, the meeting is
 * released (a refusal at the checkout gives the customer's hold back). A card whose bank asks for
 * authentication waits, the hour held, for the customer to confirm it on-session (as long as a
 * hold lives). After a crash a charge the provider never got is made then, while the time is held;
 * found made only after the meeting's start, it is refunded.
 */
export function bookingChargePurpose(app: BookingChargeApp): ChargePurpose {
  return {
    kind: 'booking',
    describe: (charge) => ({
      description: `Meeting ${charge.meetingId}`,
      metadata: { meeting_id: String(charge.meetingId), kind: 'booking' },
    }),
    failures: {
      cardMissing: ourMessage('bookingSelectCard'),
      authenticationRequired: ourMessage('bookingCardNeedsAuthentication'),
      lapsed: ourMessage('bookingTimeTaken'),
    },
    onSessionAuthentication: {
      windowMs: HOLD_MS,
      failures: {
        failed: ourMessage('bookingAuthenticationFailed'),
        cancelled: ourMessage('bookingAuthenticationCancelled'),
        expired: ourMessage('bookingAuthenticationExpired'),
      },
    },
    chargeWhenNeverMade: true,
    async isLate(charge, now) {
      const [meeting] = await app.db
        .select({ startsAt: meetings.startsAt })
        .from(meetings)
        .where(eq(meetings.id, charge.meetingId));
      return !meeting || meeting.startsAt <= now;
    },
    // The set-up is planned in the confirming statement; a meeting no longer reserved confirms
    // nothing, and the transaction (the plan with it) is rolled back.
    plansWhatFollows: true,
    async apply(tx, charge) {
      const confirmed = await confirmStatement(tx, {
        meetingId: charge.meetingId,
        meetingKey: String(charge.meetingId),
        job: PREPARE_JOB,
        roomId: VideoRooms.roomName(charge.meetingId),
        at: app.clock().toISOString(),
      });
      return confirmed.length > 0;
    },
    async applied() {
      app.jobs.wake();
    },
    async undo(tx, charge, { atCheckout }) {
      const [released] = await tx
        .update(meetings)
        .set({ state: 'released', updatedAt: app.clock() })
        .where(and(eq(meetings.id, charge.meetingId), eq(meetings.state, 'reserved')))
        .returning();
      if (released && atCheckout) await giveBackHold(tx, released, app.clock());
    },
  };
}
