import { sql } from 'drizzle-orm';
import type { RateSlug } from 'shared-contracts';
import { requestHash } from '../booking/request.ts';
import { chargeKey } from '../charges/keys.ts';
import { rowsOf, type Transaction } from '../db/client.ts';
import { customerFeedbacks, expertFeedbacks, meetingCharges, meetings } from '../db/schema/index.ts';
import { scheduleJobs } from '../jobs/index.ts';
import { marketplaceRules, platformFeeCents } from '../marketplace/rules.ts';
import { PREPARE_JOB } from '../meetings/prepare.ts';
import { localDateOf, wallDateTime } from '../scheduling/zoned-time.ts';
import { VideoRooms } from '../video/rooms.ts';
import type { PlannedMeeting } from './planned-meeting.ts';
import type { References } from './references.ts';

/** The card every demo booking was paid with (no such card exists at the provider). */
const DEMO_CARD = 'pm_demo_visa';

/** What the inserts need to know of the people: ids, and each expert's prices and zone. */
export interface MeetingPeople {
  idOf(email: string): number;
  expert(email: string): { priceCents: Record<RateSlug, number>; timezone: string };
}

/** A planned meeting with the id it was stored under. */
export interface StoredMeeting extends PlannedMeeting {
  id: number;
  expertId: number;
  customerId: number;
  priceCents: number;
  /** Ids of the stored review and feedback, when the meeting has them. */
  reviewId: number | null;
  customerFeedbackId: number | null;
}

/** Ids for `count` new meetings, taken from the table's own sequence. */
async function newMeetingIds(tx: Transaction, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('meetings', 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * Stores the meetings as a paid booking leaves them: confirmed, with their room and their
 * booking charge `succeeded` (rows only: the provider never saw these payments), the reviews both
 * ways, and for each coming meeting the set-up job a booking plans (`meeting.prepare`: its room,
 * its jobs, both 'meeting.booked' notifications and mails), due at once.
 */
export async function insertMeetings(
  tx: Transaction,
  refs: References,
  planned: readonly PlannedMeeting[],
  parties: MeetingPeople,
  now: Date,
): Promise<StoredMeeting[]> {
  if (planned.length === 0) return [];
  const ids = await newMeetingIds(tx, planned.length);
  const stored: StoredMeeting[] = planned.map((meeting, index) => ({
    ...meeting,
    id: ids[index] as number,
    expertId: parties.idOf(meeting.expertEmail),
    customerId: parties.idOf(meeting.customerEmail),
    priceCents: parties.expert(meeting.expertEmail).priceCents[meeting.rate],
    reviewId: null,
    customerFeedbackId: null,
  }));
  const byId = new Map(stored.map((meeting) => [meeting.id, meeting]));

  await tx.insert(meetings).values(
    stored.map((meeting) => {
      const { timezone } = parties.expert(meeting.expertEmail);
      const coming = meeting.startsAt > now;
      return {
        id: meeting.id,
        expertId: meeting.expertId,
        customerId: meeting.customerId,
        rateId: refs.rate(meeting.rate).id,
        priceCents: meeting.priceCents,
        feeCents: platformFeeCents(meeting.priceCents),
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        state: 'confirmed',
        bookingKey: `${meeting.customerId}:demo-meeting-${meeting.id}`,
        requestHash: requestHash(meeting.expertId, {
          date: localDateOf(meeting.startsAt, timezone),
          rate: meeting.rate,
          start_time: wallDateTime(meeting.startsAt, timezone).time,
          payment_method_id: DEMO_CARD,
        }),
        roomId: VideoRooms.roomName(meeting.id),
        comments: meeting.comments,
        preparedAt: coming ? null : meeting.bookedAt,
        createdAt: meeting.bookedAt,
        updatedAt: meeting.bookedAt,
      };
    }),
  );
  await tx.insert(meetingCharges).values(
    stored.map((meeting) => ({
      meetingId: meeting.id,
      kind: 'booking',
      rateId: refs.rate(meeting.rate).id,
      minutes: marketplaceRules.rateMinutes[meeting.rate],
      priceCents: meeting.priceCents,
      feeCents: platformFeeCents(meeting.priceCents),
      paymentMethodId: DEMO_CARD,
      destination: null,
      idempotencyKey: chargeKey(meeting.id, 'booking'),
      paymentIntentId: `pi_demo_${meeting.id}`,
      status: 'succeeded',
      createdAt: meeting.bookedAt,
      updatedAt: meeting.bookedAt,
    })),
  );

  const reviews = stored.flatMap((meeting) =>
    meeting.review
      ? [
          {
            meetingId: meeting.id,
            expertId: meeting.expertId,
            customerId: meeting.customerId,
            rating: meeting.review.rating,
            comment: meeting.review.comment,
            otherComment: meeting.review.otherComment,
            createdAt: meeting.review.at,
          },
        ]
      : [],
  );
  if (reviews.length > 0) {
    const rows = await tx
      .insert(expertFeedbacks)
      .values(reviews)
      .returning({ id: expertFeedbacks.id, meetingId: expertFeedbacks.meetingId });
    for (const row of rows) (byId.get(row.meetingId) as StoredMeeting).reviewId = row.id;
  }
  const feedbacks = stored.flatMap((meeting) =>
    meeting.customerFeedback
      ? [
          {
            meetingId: meeting.id,
            expertId: meeting.expertId,
            customerId: meeting.customerId,
            rating: meeting.customerFeedback.rating,
            comment: meeting.customerFeedback.comment,
            createdAt: meeting.customerFeedback.at,
          },
        ]
      : [],
  );
  if (feedbacks.length > 0) {
    const rows = await tx
      .insert(customerFeedbacks)
      .values(feedbacks)
      .returning({ id: customerFeedbacks.id, meetingId: customerFeedbacks.meetingId });
    for (const row of rows) (byId.get(row.meetingId) as StoredMeeting).customerFeedbackId = row.id;
  }

  await scheduleJobs(
    tx,
    stored
      .filter((meeting) => meeting.startsAt > now)
      .map((meeting) => ({
        name: PREPARE_JOB,
        key: String(meeting.id),
        payload: { meetingId: meeting.id },
        runAt: now,
      })),
  );
  return stored;
}
