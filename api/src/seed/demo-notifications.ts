import type { NotificationType } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import type { Transaction } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import type { StoredPayout } from './demo-payout.ts';
import type { StoredMeeting } from './insert-meetings.ts';
import type { StoredAnswer } from './insert-posts.ts';

const DAY = 24 * 3_600_000;
/** The demo logins cleared their bell this long before the seeding: older notifications are gone from it. */
const CLEARED_DAYS_AGO = 3;

/** Someone a notification names. */
export interface NotifiedPerson {
  id: number;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

interface Notice {
  userId: number;
  type: NotificationType;
  data: Record<string, unknown>;
  at: Date;
}

const fullName = (person: NotifiedPerson) => `${person.firstName} ${person.lastName}`.trim();

/** What each party was told of a meeting: booked, finished, and the reviews each side wrote. */
function meetingNotices(meeting: StoredMeeting, personOf: (id: number) => NotifiedPerson, now: Date) {
  const expert = personOf(meeting.expertId);
  const customer = personOf(meeting.customerId);
  const times = {
    meet_id: meeting.id,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
  };
  const notices: Notice[] = [];
  // A coming meeting's 'meeting.booked' comes from its set-up job, as after a booking.
  if (meeting.startsAt <= now) {
    const booked = {
      ...times,
      rate: meeting.rate,
      expert_id: expert.id,
      expert_name: fullName(expert),
      customer_id: customer.id,
      customer_name: fullName(customer),
    };
    for (const userId of [expert.id, customer.id])
      notices.push({ userId, type: 'meeting.booked', data: booked, at: meeting.bookedAt });
  }
  if (meeting.endsAt <= now) {
    notices.push(
      {
        userId: expert.id,
        type: 'meeting.finished',
        data: { ...times, name: fullName(customer) },
        at: meeting.endsAt,
      },
      {
        userId: customer.id,
        type: 'meeting.finished',
        data: { ...times, name: fullName(expert) },
        at: meeting.endsAt,
      },
    );
  }
  if (meeting.review && meeting.reviewId !== null) {
    notices.push({
      userId: expert.id,
      type: 'feedback.received',
      data: {
        feedback_id: meeting.reviewId,
        meet_id: meeting.id,
        rating: meeting.review.rating,
        from: 'customer',
        customer: {
          id: customer.id,
          first_name: customer.firstName,
          last_name: customer.lastName,
          profile_picture: customer.profilePicture,
        },
      },
      at: meeting.review.at,
    });
  }
  if (meeting.customerFeedback && meeting.customerFeedbackId !== null) {
    notices.push({
      userId: customer.id,
      type: 'feedback.received',
      data: {
        feedback_id: meeting.customerFeedbackId,
        meet_id: meeting.id,
        rating: meeting.customerFeedback.rating,
        from: 'expert',
        expert_id: expert.id,
      },
      at: meeting.customerFeedback.at,
    });
  }
  return notices;
}

/**
 * The bells of the demo logins (`readers`), with what the product would have told them of the
 * seeded meetings, answers and payout. A notification shows until its user clears the bell, so the
 * demo logins cleared theirs `CLEARED_DAYS_AGO` days ago: what came before is cleared, what came
 * since is listed and unread (opening the bell marks it read).
 */
export async function insertDemoNotifications(
  tx: Transaction,
  input: {
    readers: ReadonlySet<number>;
    personOf: (id: number) => NotifiedPerson;
    meetings: readonly StoredMeeting[];
    answers: readonly { answer: StoredAnswer; customerId: number; expertId: number }[];
    payout: { payout: StoredPayout; expertId: number } | null;
    now: Date;
  },
): Promise<void> {
  const { readers, personOf, now } = input;
  const notices: Notice[] = input.meetings.flatMap((meeting) => meetingNotices(meeting, personOf, now));
  for (const { answer, customerId, expertId } of input.answers) {
    const expert = personOf(expertId);
    notices.push({
      userId: customerId,
      type: 'post.answered',
      data: {
        post_id: answer.postId,
        answer_id: answer.id,
        title: answer.postTitle,
        expert: { id: expert.id, first_name: expert.firstName, last_name: expert.lastName },
      },
      at: answer.at,
    });
  }
  if (input.payout) {
    const { payout, expertId } = input.payout;
    notices.push({
      userId: expertId,
      type: 'payout.sent',
      data: {
        funds_request_id: payout.id,
        amount: centsToDollars(payout.amountCents),
        payout_id: payout.payoutId,
      },
      at: payout.at,
    });
  }
  const clearedAt = new Date(now.getTime() - CLEARED_DAYS_AGO * DAY);
  const rows = notices
    .filter((notice) => readers.has(notice.userId) && notice.at <= now)
    .map((notice) => ({
      userId: notice.userId,
      type: notice.type,
      data: notice.data,
      clearedAt: notice.at < clearedAt ? clearedAt : null,
      createdAt: notice.at,
    }));
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
