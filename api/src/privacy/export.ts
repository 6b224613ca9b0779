/**
 * GET /account/data: everything the account holds, as the file its owner downloads (GDPR art. 15
 * and 20). Each section is read with the columns named as the file shows them; internal keys
 * (password hash, session tokens, idempotency keys) are never part of it.
 */

import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { accountsOf } from '../calendars/store.ts';
import {
  authTokens,
  bankAccounts,
  categories,
  certifications,
  customerCategories,
  customerCountries,
  customerFeedbacks,
  expertFeedbacks,
  expertProfiles,
  expertRates,
  favourites,
  fundsRequests,
  galleryItems,
  meetingCharges,
  meetings,
  notifications,
  postAnswers,
  posts,
  rates,
  scheduleItems,
  socialIdentities,
  subscriptions,
  type User,
  uploads,
  users,
} from '../db/schema/index.ts';
import { findCustomerId } from '../payments/customers.ts';

type ExportApp = Pick<FastifyInstance, 'db' | 'gateway' | 'clock'>;

const counterpart = alias(users, 'counterpart');
const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

async function accountSection(app: ExportApp, user: User) {
  const { db } = app;
  const [countries, preferred, identities, sessions] = await Promise.all([
    db
      .select({ code: customerCountries.countryCode })
      .from(customerCountries)
      .where(eq(customerCountries.userId, user.id)),
    db
      .select({ slug: categories.slug })
      .from(customerCategories)
      .innerJoin(categories, eq(categories.id, customerCategories.categoryId))
      .where(eq(customerCategories.userId, user.id)),
    db
      .select({ provider: socialIdentities.provider, linked_at: socialIdentities.createdAt })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, user.id)),
    db
      .select({
        area: authTokens.userType,
        created_at: authTokens.createdAt,
        last_used_at: authTokens.lastUsedAt,
        expires_at: authTokens.expiresAt,
        signed_out_at: authTokens.revokedAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id))
      .orderBy(desc(authTokens.createdAt)),
  ]);
  return {
    account: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      country: user.countryCode,
      timezone: user.timezone,
      language: user.locale,
      phone_number: user.phoneNumber,
      profile_picture: user.profilePicture,
      signed_up_with: user.socialProvider,
      is_expert: user.isExpert,
      terms_accepted_at: user.termsAcceptedAt,
      created_at: user.createdAt,
      preferred_countries: countries.map((row) => row.code),
      preferred_categories: preferred.map((row) => row.slug),
      social_logins: identities,
    },
    sessions,
  };
}

async function expertSection(app: ExportApp, user: User) {
  const { db } = app;
  const [profile] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id));
  if (!profile) return null;
  const [ratesSold, schedule, certificates, gallery, plans, bank, funds] = await Promise.all([
    db
      .select({ rate: rates.slug, minutes: rates.durationMinutes, price_cents: expertRates.priceCents })
      .from(expertRates)
      .innerJoin(rates, eq(rates.id, expertRates.rateId))
      .where(eq(expertRates.expertId, user.id)),
    db
      .select({
        weekday: scheduleItems.weekday,
        start_time: scheduleItems.startTime,
        end_time: scheduleItems.endTime,
      })
      .from(scheduleItems)
      .where(eq(scheduleItems.expertId, user.id)),
    db
      .select({
        name: certifications.name,
        company_name: certifications.companyName,
        finish_year: certifications.finishYear,
        finish_month: certifications.finishMonth,
      })
      .from(certifications)
      .where(eq(certifications.expertId, user.id)),
    db
      .select({ file: galleryItems.file, position: galleryItems.position })
      .from(galleryItems)
      .where(eq(galleryItems.expertId, user.id)),
    db
      .select({
        status: subscriptions.stripeStatus,
        trial_ends_at: subscriptions.trialEndsAt,
        ends_at: subscriptions.endsAt,
        created_at: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.expertId, user.id)),
    db
      .select({
        holder_name: bankAccounts.holderName,
        bank_name: bankAccounts.bankName,
        country: bankAccounts.country,
        currency: bankAccounts.currency,
        last_numbers: bankAccounts.lastNumbers,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, user.id)),
    db
      .select({
        amount_cents: fundsRequests.amountCents,
        status: fundsRequests.status,
        created_at: fundsRequests.createdAt,
      })
      .from(fundsRequests)
      .where(eq(fundsRequests.expertId, user.id)),
  ]);
  return {
    role: profile.role,
    about_me: profile.aboutMe,
    years_of_experience: profile.yearsOfExperience,
    profile_video: profile.profileVideo,
    available: profile.isAvailable,
    rates: ratesSold,
    weekly_schedule: schedule,
    certifications: certificates,
    gallery,
    plans,
    bank_account: bank[0] ?? null,
    funds_requests: funds,
    // The connected calendars (never their app passwords).
    calendar_accounts: (await accountsOf(db, user.id)).accounts,
  };
}

async function meetingsSection(app: ExportApp, user: User) {
  const { db } = app;
  const rows = await db
    .select({
      id: meetings.id,
      expertId: meetings.expertId,
      rate: rates.slug,
      starts_at: meetings.startsAt,
      ends_at: meetings.endsAt,
      state: meetings.state,
      price_cents: meetings.priceCents,
      fee_cents: meetings.feeCents,
      refunded_cents: meetings.refundedCents,
      comments: meetings.comments,
      cancelled_at: meetings.cancelledAt,
      cancelled_by: meetings.cancelledBy,
      cancel_reason: meetings.cancelReason,
      created_at: meetings.createdAt,
      counterpart: { firstName: counterpart.firstName, lastName: counterpart.lastName },
    })
    .from(meetings)
    .innerJoin(rates, eq(rates.id, meetings.rateId))
    .innerJoin(
      counterpart,
      or(
        and(eq(meetings.customerId, user.id), eq(counterpart.id, meetings.expertId)),
        and(eq(meetings.expertId, user.id), eq(counterpart.id, meetings.customerId)),
      ),
    )
    .orderBy(desc(meetings.startsAt));
  const charges = await db
    .select({
      meetingId: meetingCharges.meetingId,
      kind: meetingCharges.kind,
      amount_cents: meetingCharges.priceCents,
      fee_cents: meetingCharges.feeCents,
      status: meetingCharges.status,
      created_at: meetingCharges.createdAt,
    })
    .from(meetingCharges)
    .innerJoin(meetings, eq(meetings.id, meetingCharges.meetingId))
    .where(or(eq(meetings.customerId, user.id), eq(meetings.expertId, user.id)));
  return rows.map(({ expertId, counterpart: other, ...meeting }) => ({
    ...meeting,
    as: expertId === user.id ? 'expert' : 'customer',
    with: fullName(other),
    payments: charges
      .filter((charge) => charge.meetingId === meeting.id)
      .map(({ meetingId: _, ...rest }) => rest),
  }));
}

/** A customer's review of an expert, and an expert's of a customer, as the file shows them. */
const expertFeedbackColumns = {
  meeting_id: expertFeedbacks.meetingId,
  rating: expertFeedbacks.rating,
  comment: expertFeedbacks.comment,
  other_comment: expertFeedbacks.otherComment,
  created_at: expertFeedbacks.createdAt,
};
const customerFeedbackColumns = {
  meeting_id: customerFeedbacks.meetingId,
  rating: customerFeedbacks.rating,
  comment: customerFeedbacks.comment,
  created_at: customerFeedbacks.createdAt,
};

async function writingsSection(app: ExportApp, user: User) {
  const { db } = app;
  const [written, answered, given, received, liked] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        content: posts.content,
        category: categories.slug,
        published_at: posts.publishedAt,
        expires_at: posts.expiresAt,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(eq(posts.customerId, user.id)),
    db
      .select({
        post_id: postAnswers.postId,
        content: postAnswers.content,
        created_at: postAnswers.createdAt,
      })
      .from(postAnswers)
      .where(eq(postAnswers.expertId, user.id)),
    Promise.all([
      db.select(expertFeedbackColumns).from(expertFeedbacks).where(eq(expertFeedbacks.customerId, user.id)),
      db
        .select(customerFeedbackColumns)
        .from(customerFeedbacks)
        .where(eq(customerFeedbacks.expertId, user.id)),
    ]),
    Promise.all([
      db
        .select(customerFeedbackColumns)
        .from(customerFeedbacks)
        .where(eq(customerFeedbacks.customerId, user.id)),
      db.select(expertFeedbackColumns).from(expertFeedbacks).where(eq(expertFeedbacks.expertId, user.id)),
    ]),
    db
      .select({ expert_id: favourites.expertId, created_at: favourites.createdAt })
      .from(favourites)
      .where(eq(favourites.customerId, user.id)),
  ]);
  const answersToMine = written.length
    ? await db
        .select({
          post_id: postAnswers.postId,
          content: postAnswers.content,
          created_at: postAnswers.createdAt,
        })
        .from(postAnswers)
        .innerJoin(posts, eq(posts.id, postAnswers.postId))
        .where(eq(posts.customerId, user.id))
    : [];
  return {
    posts: written.map((post) => ({
      ...post,
      answers: answersToMine
        .filter((answer) => answer.post_id === post.id)
        .map(({ post_id: _, ...rest }) => rest),
    })),
    post_answers: answered,
    feedback_given: { about_experts: given[0], about_customers: given[1] },
    feedback_received: { as_customer: received[0], as_expert: received[1] },
    favourite_experts: liked,
  };
}

async function cardsSection(app: ExportApp, user: User) {
  const customerId = await findCustomerId(app.db, user.id);
  if (!customerId) return [];
  const { cards, defaultId } = await app.gateway.listCards(customerId);
  return cards.map((card) => ({
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    holder_name: card.name,
    default: card.id === defaultId,
  }));
}

/** The account's data file; the provider is asked for the saved cards (brand and last 4 only). */
export async function accountData(app: ExportApp, user: User) {
  const { db } = app;
  const [account, expert, meetingList, writings, cards, inbox, files] = await Promise.all([
    accountSection(app, user),
    expertSection(app, user),
    meetingsSection(app, user),
    writingsSection(app, user),
    cardsSection(app, user),
    db
      .select({ type: notifications.type, data: notifications.data, created_at: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt)),
    db
      .select({
        name: uploads.storedName,
        type: uploads.mimeType,
        size_bytes: uploads.sizeBytes,
        created_at: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.userId, user.id)),
  ]);
  return {
    exported_at: app.clock(),
    ...account,
    expert,
    meetings: meetingList,
    ...writings,
    cards,
    notifications: inbox,
    uploads: files.map(({ name, ...rest }) => ({ url: `/api/v1/uploads/${name}`, ...rest })),
  };
}
