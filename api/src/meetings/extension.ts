import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MessageKey, RateSlug } from 'shared-contracts';
import { type Database, isExclusionViolation } from '../db/client.ts';
import { bankAccounts, expertRates, meetingCharges, meetings, rates, type User } from '../db/schema/index.ts';
import { marketplaceRules, platformFeeCents } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { findCustomerId } from '../payments/customers.ts';
import { CardRefusedError, PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import { scheduleRoomClosure } from '../video/closures.ts';
import { freeAfterEnd, type MeetingParties, pushExtension, scheduleMeetingJobs } from './lifecycle.ts';

const MINUTE = 60_000;

/** The expert's price of a rate (cents), its fee and length; undefined when the expert sells none. */
export async function findExpertRate(db: Database, expertId: number, slug: string) {
  const [row] = await db
    .select({
      rateId: rates.id,
      slug: rates.slug,
      name: rates.name,
      minutes: rates.durationMinutes,
      priceCents: expertRates.priceCents,
    })
    .from(expertRates)
    .innerJoin(rates, eq(rates.id, expertRates.rateId))
    .where(and(eq(expertRates.expertId, expertId), eq(rates.slug, slug)));
  if (!row) return undefined;
  return { ...row, slug: row.slug as RateSlug, feeCents: platformFeeCents(row.priceCents) };
}

export type ExtensionOutcome =
  | { kind: 'extended'; endsAt: Date }
  | { kind: 'refused'; message: string; code?: string }
  | { kind: 'error'; status: number; key: MessageKey; field?: string };

type ExtensionApp = Pick<FastifyInstance, 'db' | 'gateway' | 'bus' | 'clock' | 'jobs' | 'config'>;

/**
 * Pays an accepted extension and moves the end. The charge row is written before the provider is
 * called, with the key the provider gets (`meeting-<id>-extension-<n>`): a retry after a crash or
 * an unknown provider answer reuses the pending row and its key, so one extension is never charged
 * twice. The end moves in the same transaction that records the charge as succeeded; when the
 * exclusion constraints refuse the longer meeting (another meeting right after), the charge is
 * refunded and nothing moves.
 */
export async function extendMeeting(
  app: ExtensionApp,
  meeting: MeetingParties,
  customer: User,
  body: { payment_method_id: string; rate: string },
  log: FastifyBaseLogger,
): Promise<ExtensionOutcome> {
  const { db, gateway } = app;
  const now = app.clock();
  if (meeting.finishedAt || now >= meeting.endsAt)
    return { kind: 'error', status: 409, key: 'meetingAlreadyFinished' };
  if (meeting.extensionStatus !== 'AcceptedMeetingExtension')
    return { kind: 'error', status: 409, key: 'extensionNotAccepted' };
  const rate = await findExpertRate(db, meeting.expertId, body.rate);
  if (!rate) return { kind: 'error', status: 422, key: 'rateNotOffered', field: 'rate' };
  const customerId = await findCustomerId(db, customer.id);
  const card = customerId
    ? await gateway.findCard(customerId, body.payment_method_id).catch((error: unknown) => {
        if (error instanceof PaymentNotFoundError) return undefined;
        throw error;
      })
    : undefined;
  if (!customerId || !card)
    return { kind: 'error', status: 422, key: 'invalidPaymentMethod', field: 'payment_method_id' };
  if (!(await freeAfterEnd(app, meeting, rate.minutes)))
    return { kind: 'error', status: 409, key: 'extensionBusy' };

  // One pending attempt at a time: a retry reuses it (same key → the provider answers the first result).
  const [pending] = await db
    .select()
    .from(meetingCharges)
    .where(
      and(
        eq(meetingCharges.meetingId, meeting.id),
        eq(meetingCharges.kind, 'extension'),
        eq(meetingCharges.status, 'pending'),
      ),
    )
    .limit(1);
  let charge = pending;
  if (!charge) {
    // Charged like the booking: the expert's connected account (when set up) gets the price, the
    // platform keeps the fee. Fixed on the row so a retry repeats the same request.
    const [bank] = await db
      .select({ account: bankAccounts.connectedAccountId })
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, meeting.expertId));
    const [attempts] = await db
      .select({ value: count() })
      .from(meetingCharges)
      .where(and(eq(meetingCharges.meetingId, meeting.id), eq(meetingCharges.kind, 'extension')));
    const sequence = Number(attempts?.value ?? 0) + 1;
    const inserted = await db
      .insert(meetingCharges)
      .values({
        meetingId: meeting.id,
        kind: 'extension',
        rateId: rate.rateId,
        minutes: rate.minutes,
        priceCents: rate.priceCents,
        feeCents: rate.feeCents,
        paymentMethodId: card.id,
        destination: bank?.account ?? null,
        idempotencyKey: `meeting-${meeting.id}-extension-${sequence}`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    charge = inserted[0];
    // Another request of the same customer took this sequence number at the same moment.
    if (!charge) return { kind: 'error', status: 409, key: 'extensionUnavailable' };
  }

  let result: Awaited<ReturnType<typeof gateway.chargeOffSession>>;
  try {
    result = await gateway.chargeOffSession({
      customerId,
      paymentMethodId: charge.paymentMethodId,
      amount: charge.priceCents + charge.feeCents,
      currency: marketplaceRules.currency,
      applicationFee: charge.feeCents,
      destination: charge.destination ?? undefined,
      description: `Extension of meeting ${meeting.id}`,
      metadata: { meeting_id: String(meeting.id), kind: 'extension', charge_id: String(charge.id) },
      idempotencyKey: charge.idempotencyKey,
    });
  } catch (error) {
    if (error instanceof CardRefusedError) {
      await db
        .update(meetingCharges)
        .set({ status: 'failed', failureMessage: error.message, updatedAt: app.clock() })
        .where(eq(meetingCharges.id, charge.id));
      return { kind: 'refused', message: error.message, code: error.code };
    }
    if (error instanceof PaymentUnavailableError) {
      log.error({ err: error.cause }, 'extension charge: provider unavailable');
      return { kind: 'error', status: 503, key: 'paymentProviderUnavailable' };
    }
    throw error;
  }
  if (result.status !== 'succeeded') {
    await db
      .update(meetingCharges)
      .set({
        status: 'failed',
        paymentIntentId: result.paymentIntentId,
        failureMessage: result.status,
        updatedAt: app.clock(),
      })
      .where(eq(meetingCharges.id, charge.id));
    return { kind: 'refused', message: 'authentication_required', code: 'authentication_required' };
  }

  const newEnd = new Date(meeting.endsAt.getTime() + charge.minutes * MINUTE);
  const chargeId = charge.id;
  let outcome: 'moved' | 'done-elsewhere' | 'refused';
  try {
    outcome = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(meetingCharges)
        .set({ status: 'succeeded', paymentIntentId: result.paymentIntentId, updatedAt: app.clock() })
        .where(and(eq(meetingCharges.id, chargeId), eq(meetingCharges.status, 'pending')))
        .returning({ id: meetingCharges.id });
      // A concurrent retry of the same attempt already finished it.
      if (claimed.length === 0) return 'done-elsewhere' as const;
      const updated = await tx
        .update(meetings)
        .set({ endsAt: newEnd, extensionStatus: null, extensionRateId: null, updatedAt: app.clock() })
        .where(
          and(
            eq(meetings.id, meeting.id),
            eq(meetings.endsAt, meeting.endsAt),
            eq(meetings.extensionStatus, 'AcceptedMeetingExtension'),
            sql`${meetings.finishedAt} is null`,
          ),
        )
        .returning({ id: meetings.id });
      if (updated.length === 0) throw new ExtensionNotMoved();
      return 'moved' as const;
    });
  } catch (error) {
    if (!isExclusionViolation(error) && !(error instanceof ExtensionNotMoved)) throw error;
    outcome = 'refused';
  }
  if (outcome === 'done-elsewhere') {
    const [current] = await db
      .select({ endsAt: meetings.endsAt, status: meetingCharges.status })
      .from(meetingCharges)
      .innerJoin(meetings, eq(meetings.id, meetingCharges.meetingId))
      .where(eq(meetingCharges.id, chargeId));
    if (current?.status === 'succeeded') return { kind: 'extended', endsAt: current.endsAt };
    return { kind: 'error', status: 409, key: 'extensionBusy' };
  }
  if (outcome === 'refused') {
    // Charged but the end could not move: give the money back.
    try {
      await gateway.refund({
        paymentIntentId: result.paymentIntentId,
        idempotencyKey: `${charge.idempotencyKey}-refund`,
      });
      await db
        .update(meetingCharges)
        .set({ status: 'refunded', paymentIntentId: result.paymentIntentId, updatedAt: app.clock() })
        .where(eq(meetingCharges.id, chargeId));
    } catch (error) {
      log.error({ err: error, charge: chargeId }, 'extension refund failed; the charge stays pending');
      await db
        .update(meetingCharges)
        .set({
          paymentIntentId: result.paymentIntentId,
          failureMessage: 'refund failed',
          updatedAt: app.clock(),
        })
        .where(eq(meetingCharges.id, chargeId));
    }
    return { kind: 'error', status: 409, key: 'extensionBusy' };
  }

  if (meeting.roomId) await scheduleRoomClosure(db, meeting.roomId, newEnd);
  await scheduleMeetingJobs(app, { id: meeting.id, startsAt: meeting.startsAt, endsAt: newEnd });
  const both = [meeting.customerId, meeting.expertId];
  await pushExtension(app, meeting.id, both, null);
  for (const userId of both)
    await app.bus.publish(userId, {
      type: 'meeting.extended',
      meet_id: meeting.id,
      ends_at: newEnd.toISOString(),
    });
  await notify(app, meeting.expertId, 'meeting.extended', {
    meet_id: meeting.id,
    ends_at: newEnd.toISOString(),
    name: meeting.customerName,
    minutes: charge.minutes,
  });
  return { kind: 'extended', endsAt: newEnd };
}

class ExtensionNotMoved extends Error {}
