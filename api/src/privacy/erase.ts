/**
 * DELETE /account (GDPR art. 17). The account is erased, not removed: meetings, their payments and
 * the expert's earnings stay for the other side's records and the books, pointing at a user row
 * whose personal fields are blank. In order:
 *
 * 1. The caller proves it is them (current password, or the email of an account without one) and
 *    has no meeting under way that their side can no longer cancel, nor one still being paid for
 *    (409 until it is over).
 * 2. At the provider: every saved card detached, a live plan cancelled. A provider that fails here
 *    leaves the account as it was (503); a retry repeats the same idempotent steps.
 * 3. Every meeting still to come (either side) cancelled as that side cancelling it would
 *    (`meetings/cancel.ts`): refunds by the rules, the other side told and mailed the cancelled
 *    invite. The person is mailed no cancellation: their last mail (5.) tells of them.
 * 4. One transaction: sessions revoked, personal fields erased, what only served the person deleted
 *    (preferences, favourites, posts, profile texts, schedule, certifications, gallery, inbox,
 *    social links), and the person's name erased from the other side's notifications.
 * 5. A last mail to the address the account had, and the uploaded files (photos, gallery, video)
 *    erased from the upload storage.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountDeleteInput, AccountStatus, Locale } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import {
  bankAccounts,
  calendarAccounts,
  certifications,
  customerCategories,
  customerCountries,
  emailChanges,
  expertProfiles,
  favourites,
  galleryItems,
  meetings,
  notifications,
  passwordResets,
  posts,
  scheduleItems,
  slotHolds,
  socialIdentities,
  subscriptions,
  type User,
  uploads,
  users,
} from '../db/schema/index.ts';
import { earningsOf } from '../earnings/figures.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { revokeUserSessions } from '../identity/sessions.ts';
import { accountDeletedMail } from '../mail/account-deleted-mail.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { type CancelApp, cancelMeeting } from '../meetings/cancel.ts';
import { findCustomerId } from '../payments/customers.ts';
import { PaymentUnavailableError } from '../payments/gateway.ts';
import { meetingsToCome } from './meetings-to-come.ts';

type EraseApp = Pick<FastifyInstance, 'db' | 'gateway' | 'clock' | 'uploadStorage' | 'log' | 'mailer'>;

/** GET /account. */
export async function accountStatus(app: Pick<EraseApp, 'db' | 'clock'>, user: User): Promise<AccountStatus> {
  const [toCome, earnings] = await Promise.all([
    meetingsToCome(app, user.id),
    user.isExpert ? earningsOf(app.db, user.id, app.clock()) : undefined,
  ]);
  const refundCents = toCome.toCancel.reduce((sum, { refundCents }) => sum + refundCents, 0);
  return {
    email: user.email,
    has_password: Boolean(user.passwordHash),
    meetings_to_cancel: toCome.toCancel.length,
    cancellation_refund: centsToDollars(refundCents),
    meetings_in_progress: toCome.inProgress,
    available_earnings: (earnings?.availableCents ?? 0) / 100,
  };
}

async function checkConfirmation(user: User, input: AccountDeleteInput, locale: Locale) {
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password ?? '')))
      throw fieldError('password', 'wrongCurrentPassword', locale);
    return;
  }
  if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase())
    throw fieldError('email', 'accountEmailMismatch', locale);
}

/** Detaches the cards and ends a live plan at the provider. */
async function releaseAtProvider(app: EraseApp, userId: number) {
  try {
    const customerId = await findCustomerId(app.db, userId);
    if (customerId) {
      const { cards } = await app.gateway.listCards(customerId);
      for (const card of cards) await app.gateway.removeCard(card.id);
    }
    const plans = await app.db
      .select({ id: subscriptions.id, providerId: subscriptions.stripeSubscriptionId })
      .from(subscriptions)
      // Every plan not yet ended, as a plan change closes them (plans/service.ts).
      .where(and(eq(subscriptions.expertId, userId), ne(subscriptions.stripeStatus, 'canceled')));
    for (const plan of plans) {
      if (plan.providerId) await app.gateway.cancelSubscription(plan.providerId);
      await app.db
        .update(subscriptions)
        .set({ stripeStatus: 'canceled', endsAt: app.clock(), updatedAt: app.clock() })
        .where(eq(subscriptions.id, plan.id));
    }
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    app.log.error({ err: error.cause }, 'payment provider failed while deleting an account');
    throw new HttpError(503, 'paymentProviderUnavailable');
  }
}

/** Erases the account's personal data in one transaction; answers the stored names of its uploads. */
async function eraseRows(app: EraseApp, userId: number): Promise<string[]> {
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    await revokeUserSessions(tx, userId);
    for (const table of [
      passwordResets,
      emailChanges,
      socialIdentities,
      customerCountries,
      customerCategories,
    ])
      await tx.delete(table).where(eq(table.userId, userId));
    await tx.delete(favourites).where(eq(favourites.customerId, userId));
    await tx.delete(slotHolds).where(eq(slotHolds.customerId, userId));
    // Posts are the person's words; answers to them go with them (cascade).
    await tx.delete(posts).where(eq(posts.customerId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // The calendar accounts take their calendars, stored events and busy times with them (cascade).
    for (const table of [galleryItems, certifications, scheduleItems, calendarAccounts])
      await tx.delete(table).where(eq(table.expertId, userId));
    await tx
      .update(expertProfiles)
      .set({
        role: '',
        aboutMe: '',
        profileVideo: null,
        isAvailable: false,
        searchDocument: '',
        updatedAt: now,
      })
      .where(eq(expertProfiles.userId, userId));
    await tx.update(bankAccounts).set({ holderName: null }).where(eq(bankAccounts.expertId, userId));
    // The other side's notifications about shared meetings named this person: `name` is always
    // the other side; `customer_name` and `expert_name` (a booking's) when the person was that side.
    await tx.execute(sql`
      UPDATE ${notifications} AS n
      SET data = n.data || jsonb_strip_nulls(jsonb_build_object(
        'name', CASE WHEN n.data ? 'name' THEN '' END,
        'customer_name', CASE WHEN n.data ? 'customer_name' AND m.customer_id = ${userId} THEN '' END,
        'expert_name', CASE WHEN n.data ? 'expert_name' AND m.expert_id = ${userId} THEN '' END))
      FROM ${meetings} AS m
      WHERE n.user_id <> ${userId}
        AND n.data->>'meet_id' = m.id::text
        AND (m.customer_id = ${userId} OR m.expert_id = ${userId})`);
    const files = await tx
      .delete(uploads)
      .where(eq(uploads.userId, userId))
      .returning({ name: uploads.storedName });
    // The expert listing follows is_expert (a trigger unlists the profile).
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: null,
        firstName: '',
        lastName: '',
        countryCode: null,
        timezone: 'UTC',
        locale: null,
        phoneNumber: null,
        profilePicture: null,
        socialProvider: 'none',
        isExpert: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return files.map((file) => file.name);
  });
}

/** DELETE /account: see the module's comment. */
export async function deleteAccount(
  app: EraseApp & CancelApp,
  user: User,
  input: AccountDeleteInput,
  locale: Locale,
) {
  await checkConfirmation(user, input, locale);
  const toCome = await meetingsToCome(app, user.id);
  if (toCome.inProgress > 0) throw new HttpError(409, 'accountHasMeetingInProgress');
  await releaseAtProvider(app, user.id);
  // After the provider step, which may refuse (503) with nothing changed; a refund the provider
  // cannot make now is left to the charge's reconciliation, as for any cancellation. Only the
  // other side is mailed the cancellation: this account's last mail, below, tells of them.
  for (const { meeting } of toCome.toCancel)
    await cancelMeeting(app, meeting.id, user, { accountDeleted: true });
  const files = await eraseRows(app, user.id);
  // To the address the account had: the person hears of it even if someone else did it.
  app.mailer.deliver(async () =>
    accountDeletedMail(
      user.email,
      user.firstName,
      recipientLocale(user.locale, locale),
      toCome.toCancel.length,
    ),
  );
  for (const name of files) {
    await app.uploadStorage
      .remove(name)
      .catch((error) => app.log.error({ err: error, name }, 'an erased account kept an upload file'));
  }
}
