import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ourMessage } from '../charges/failure-message.ts';
import type { ChargePurpose } from '../charges/index.ts';
import { meetings } from '../db/schema/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleRoomClosure } from '../video/closures.ts';
import { alreadyNotified, loadMeetingParties, pushExtension, scheduleMeetingJobs } from './lifecycle.ts';

export type ExtensionChargeApp = Pick<FastifyInstance, 'db' | 'bus' | 'clock' | 'jobs'>;

/**
 * An extension's charge: paid, it moves the meeting's end by its minutes, once (the acceptance it
 * pays for is used up in the same transaction); an end that can no longer move (the meeting over,
 * another meeting right after) has it refunded. Never made before a crash, it lapses: the customer
 * asked in the meeting's last minutes and may pay again. A card whose bank asks for its step waits
 * for the customer to confirm it in the call.
 */
export function extensionChargePurpose(app: ExtensionChargeApp): ChargePurpose {
  return {
    kind: 'extension',
    describe: (charge) => ({
      description: `Extension of meeting ${charge.meetingId}`,
      metadata: { meeting_id: String(charge.meetingId), kind: 'extension', charge_id: String(charge.id) },
    }),
    failures: {
      cardMissing: ourMessage('invalidPaymentMethod'),
      authenticationRequired: ourMessage('cardNeedsAuthentication'),
      lapsed: ourMessage('extensionBusy'),
    },
    // The customer is in the call: a bank asking for its step is confirmed there, while the
    // meeting runs (a payment made after its end is refunded by isLate).
    onSessionAuthentication: {
      windowMs: marketplaceRules.extensionWindowMinutes * 60_000,
      failures: {
        failed: ourMessage('bookingAuthenticationFailed'),
        cancelled: ourMessage('bookingAuthenticationCancelled'),
        expired: ourMessage('bookingAuthenticationExpired'),
      },
    },
    chargeWhenNeverMade: false,
    async isLate(charge, now) {
      const [meeting] = await app.db
        .select({ endsAt: meetings.endsAt, finishedAt: meetings.finishedAt })
        .from(meetings)
        .where(eq(meetings.id, charge.meetingId));
      return !meeting || meeting.finishedAt !== null || now >= meeting.endsAt;
    },
    async apply(tx, charge) {
      const moved = await tx
        .update(meetings)
        .set({
          endsAt: sql`${meetings.endsAt} + make_interval(mins => ${charge.minutes}::int)`,
          extensionStatus: null,
          extensionRateId: null,
          updatedAt: app.clock(),
        })
        .where(
          and(
            eq(meetings.id, charge.meetingId),
            eq(meetings.extensionStatus, 'AcceptedMeetingExtension'),
            isNull(meetings.finishedAt),
          ),
        )
        .returning({ id: meetings.id });
      return moved.length > 0;
    },
    async applied(charge) {
      const meeting = await loadMeetingParties(app, charge.meetingId);
      if (!meeting) return;
      const endsAt = meeting.endsAt.toISOString();
      if (meeting.roomId) await scheduleRoomClosure(app, meeting.roomId, meeting.endsAt);
      await scheduleMeetingJobs(app, meeting);
      const both = [meeting.customerId, meeting.expertId];
      await pushExtension(app, meeting.id, both, null);
      for (const userId of both)
        await app.bus.publish(userId, { type: 'meeting.extended', meet_id: meeting.id, ends_at: endsAt });
      const told = { meet_id: meeting.id, ends_at: endsAt };
      if (await alreadyNotified(app, meeting.expertId, 'meeting.extended', told)) return;
      await notify(app, meeting.expertId, 'meeting.extended', {
        ...told,
        name: meeting.customerName,
        minutes: charge.minutes,
      });
    },
    async undo() {},
  };
}
