import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EarningsMeeting } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import type { Database } from '../db/client.ts';
import { customerFeedbacks, expertFeedbacks, meetings, rates, type User, users } from '../db/schema/index.ts';
import { withPage } from '../http/pagination.ts';
import { meetingTimes } from '../meetings/view.ts';
import { earnedCents } from './figures.ts';

const customers = alias(users, 'customers');

/**
 * The expert's meetings for the earnings page, newest booking first: the confirmed ones (coming or
 * past) and those cancelled by the customer too late for a refund, which the expert keeps; none
 * refunded to the customer.
 */
export async function earningsMeetings(db: Database, expert: User, page: number, perPage: number, now: Date) {
  const where = and(
    eq(meetings.expertId, expert.id),
    inArray(meetings.state, ['confirmed', 'cancelled']),
    eq(meetings.refundedCents, 0),
  );
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select({
          id: meetings.id,
          startsAt: meetings.startsAt,
          endsAt: meetings.endsAt,
          finishedAt: meetings.finishedAt,
          state: meetings.state,
          noShow: meetings.noShow,
          createdAt: meetings.createdAt,
          earned: earnedCents,
          rateSlug: rates.slug,
          rateName: rates.name,
          rateMinutes: rates.durationMinutes,
          ratePrice: meetings.priceCents,
          customerId: customers.id,
          customerFirst: customers.firstName,
          customerLast: customers.lastName,
          customerPicture: customers.profilePicture,
        })
        .from(meetings)
        .innerJoin(rates, eq(rates.id, meetings.rateId))
        .innerJoin(customers, eq(customers.id, meetings.customerId))
        .where(where)
        .orderBy(desc(meetings.createdAt), desc(meetings.id))
        .$dynamic(),
      page,
      perPage,
    ),
    db.select({ value: count() }).from(meetings).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [reviews, comments] = ids.length
    ? await Promise.all([
        db.select().from(expertFeedbacks).where(inArray(expertFeedbacks.meetingId, ids)),
        db.select().from(customerFeedbacks).where(inArray(customerFeedbacks.meetingId, ids)),
      ])
    : [[], []];
  const data = rows.map((row): EarningsMeeting => {
    const times = meetingTimes(row, expert.timezone, now);
    const { status } = times;
    const review = reviews.find((item) => item.meetingId === row.id);
    const comment = comments.find((item) => item.meetingId === row.id);
    return {
      id: row.id,
      ...times,
      payment_status: status === 'booked' || status === 'start soon' ? 'Not payed' : 'Payed',
      rate: {
        slug: row.rateSlug,
        name: row.rateName,
        duration: row.rateMinutes,
        price: centsToDollars(row.ratePrice),
      },
      customer: {
        id: row.customerId,
        first_name: row.customerFirst,
        last_name: row.customerLast,
        profile_picture: row.customerPicture,
      },
      expert: {
        id: expert.id,
        first_name: expert.firstName,
        last_name: expert.lastName,
        profile_picture: expert.profilePicture,
      },
      booking: { price: centsToDollars(Number(row.earned)) },
      expert_feedback: review ? { rating: review.rating, comment: review.comment } : null,
      customer_feedback: comment ? { comment: comment.comment } : null,
      created_at: row.createdAt.toISOString(),
    };
  });
  return { data, total: Number(total?.value ?? 0) };
}
