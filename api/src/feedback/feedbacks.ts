import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { CustomerFeedback, ExpertFeedback, FeedbackComment, FeedbackStats } from 'shared-contracts';
import { type Locale, translate } from 'shared-contracts';
import { type Database, isUniqueViolation } from '../db/client.ts';
import { customerFeedbacks, expertFeedbacks, expertProfiles, meetings, users } from '../db/schema/index.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import { paginationMeta, withPage } from '../http/pagination.ts';
import { finishedMeeting } from '../meetings/view.ts';

/**
 * The meeting a review is about, seen from one participant: it must exist between this expert and
 * this customer (anything else is a 404, whoever's meeting it is) and be finished (else a 422 on
 * meet_id).
 */
async function finishedMeetingBetween(
  db: Database,
  meetId: number,
  expertId: number,
  customerId: number,
  now: Date,
  locale: Locale,
) {
  const [meeting] = await db
    .select({ id: meetings.id, state: meetings.state })
    .from(meetings)
    .where(
      and(eq(meetings.id, meetId), eq(meetings.expertId, expertId), eq(meetings.customerId, customerId)),
    );
  if (meeting?.state !== 'confirmed') throw notFound();
  const [finished] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetId), finishedMeeting(now)));
  if (!finished) throw validationError({ meet_id: [translate('meetingNotFinished', locale)] });
}

const rounded = (value: number) => Math.round(value * 100) / 100;

export interface NewExpertFeedback {
  rating: number;
  comment: FeedbackComment;
  other_comment: string | null;
  meet_id: number;
}

/**
 * POST /experts/{id}/feedbacks: the customer of a finished meeting rates the expert, once per
 * meeting (409 the second time). The expert's rating becomes the average of their reviews,
 * rounded to 2 decimals, in the same transaction.
 */
export async function createExpertFeedback(
  db: Database,
  expertId: number,
  customerId: number,
  input: NewExpertFeedback,
  now: Date,
  locale: Locale,
): Promise<ExpertFeedback> {
  await finishedMeetingBetween(db, input.meet_id, expertId, customerId, now, locale);
  try {
    const row = await db.transaction(async (tx) => {
      // One rating update at a time per expert: the average always counts every review.
      await tx
        .select({ id: expertProfiles.userId })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, expertId))
        .for('update');
      const [created] = await tx
        .insert(expertFeedbacks)
        .values({
          meetingId: input.meet_id,
          expertId,
          customerId,
          rating: input.rating,
          comment: input.comment,
          otherComment: input.other_comment,
          createdAt: now,
        })
        .returning();
      const [stats] = await tx
        .select({ average: avg(expertFeedbacks.rating) })
        .from(expertFeedbacks)
        .where(eq(expertFeedbacks.expertId, expertId));
      const average = rounded(Number(stats?.average ?? 0));
      await tx
        .update(expertProfiles)
        .set({ rating: average.toFixed(2) })
        .where(eq(expertProfiles.userId, expertId));
      return created;
    });
    if (!row) throw new Error('feedback insert returned nothing');
    const [customer] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, customerId));
    return expertFeedbackView(row, {
      id: customerId,
      first_name: customer?.firstName ?? '',
      last_name: customer?.lastName ?? '',
      profile_picture: customer?.profilePicture ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'feedbackExists');
    throw error;
  }
}

function expertFeedbackView(
  row: typeof expertFeedbacks.$inferSelect,
  customer: ExpertFeedback['customer'],
): ExpertFeedback {
  return {
    id: row.id,
    meet_id: row.meetingId,
    rating: row.rating,
    comment: row.comment as FeedbackComment,
    other_comment: row.otherComment,
    customer,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /experts/{id}/feedbacks: newest first, paged. The expert reads everything; anyone else gets
 * the reviews anonymised (no customer, no free text), enough for the customer's reviews page while
 * who said what stays private to the expert.
 */
export async function listExpertFeedbacks(
  db: Database,
  expertId: number,
  page: number,
  perPage: number,
  full: boolean,
) {
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(expertFeedbacks).where(eq(expertFeedbacks.expertId, expertId)),
    withPage(
      db
        .select({
          feedback: expertFeedbacks,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePicture: users.profilePicture,
        })
        .from(expertFeedbacks)
        .innerJoin(users, eq(users.id, expertFeedbacks.customerId))
        .where(eq(expertFeedbacks.expertId, expertId))
        .orderBy(desc(expertFeedbacks.createdAt), desc(expertFeedbacks.id))
        .$dynamic(),
      page,
      perPage,
    ),
  ]);
  const data = rows.map((row) => {
    if (!full) return { ...expertFeedbackView(row.feedback, null), other_comment: null };
    return expertFeedbackView(row.feedback, {
      id: row.feedback.customerId,
      first_name: row.firstName,
      last_name: row.lastName,
      profile_picture: row.profilePicture,
    });
  });
  return { data, meta: paginationMeta(totals?.total ?? 0, page, perPage, data.length) };
}

/** GET /experts/{id}/feedback-stats: average (2 decimals), count and the count of each star. */
export async function feedbackStats(db: Database, expertId: number): Promise<FeedbackStats> {
  const rows = await db
    .select({ rating: expertFeedbacks.rating, total: count() })
    .from(expertFeedbacks)
    .where(eq(expertFeedbacks.expertId, expertId))
    .groupBy(expertFeedbacks.rating);
  const distribution: FeedbackStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const key = row.rating as keyof FeedbackStats['distribution'];
    if (key in distribution) distribution[key] = row.total;
    total += row.total;
    sum += row.rating * row.total;
  }
  return { average: total ? rounded(sum / total) : 0, count: total, distribution };
}

/**
 * POST /customers/{id}/feedbacks: the expert of a finished meeting rates its customer, once per
 * meeting (409 the second time).
 */
export async function createCustomerFeedback(
  db: Database,
  expertId: number,
  customerId: number,
  input: { rating: number; comment: string; meet_id: number },
  now: Date,
  locale: Locale,
): Promise<CustomerFeedback> {
  await finishedMeetingBetween(db, input.meet_id, expertId, customerId, now, locale);
  try {
    const [row] = await db
      .insert(customerFeedbacks)
      .values({
        meetingId: input.meet_id,
        expertId,
        customerId,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('feedback insert returned nothing');
    return {
      id: row.id,
      meet_id: row.meetingId,
      rating: row.rating,
      comment: row.comment,
      expert_id: row.expertId,
      customer_id: row.customerId,
      created_at: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'feedbackExists');
    throw error;
  }
}

/** Whether an expert account with a profile exists under this id. */
export async function isExpert(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.isExpert, true)));
  return Boolean(row);
}
