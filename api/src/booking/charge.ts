import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ourMessage } from '../charges/failure-message.ts';
import type { ChargePurpose } from '../charges/index.ts';
import { meetings } from '../db/schema/index.ts';
import { planPreparation, prepareMeeting } from '../meetings/prepare.ts';
import { VideoRooms } from '../video/rooms.ts';
import { giveBackHold, HOLD_MS } from './holds.ts';

export type BookingChargeApp = Pick<
  FastifyInstance,
  'db' | 'clock' | 'rooms' | 'bus' | 'jobs' | 'log' | 'config' | 'mailer'
>;

/**
 * A booking's charge: paid, it confirms the held meeting (the set-up follows, planned first so a
 * crash right after the commit is finished by its job); failed or refunded, the meeting is
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
    beforeApply: (charge) => planPreparation(app, charge.meetingId),
    async apply(tx, charge) {
      const confirmed = await tx
        .update(meetings)
        .set({ state: 'confirmed', roomId: VideoRooms.roomName(charge.meetingId), updatedAt: app.clock() })
        .where(and(eq(meetings.id, charge.meetingId), eq(meetings.state, 'reserved')))
        .returning({ id: meetings.id });
      return confirmed.length > 0;
    },
    async applied(charge) {
      try {
        await prepareMeeting(app, charge.meetingId);
      } catch (error) {
        // Its own durable job (planned before the confirmation) tries again.
        app.log.error(
          { err: error, meetingId: charge.meetingId },
          'setting up a paid meeting failed; its job retries',
        );
      }
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
