import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type FundsRequest, type Locale, translate } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { expertProfiles, fundsRequests } from '../db/schema/index.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { InsufficientFundsError } from '../payments/gateway.ts';
import type { BankAccountRow } from './bank.ts';
import { earningsOf } from './figures.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'clock' | 'bus' | 'log'>;
type FundsRow = typeof fundsRequests.$inferSelect;

export function fundsRequestView(row: FundsRow): FundsRequest {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    status: row.status as FundsRequest['status'],
    payout_id: row.payoutId,
    created_at: row.createdAt.toISOString(),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Reserves the amount: under a lock on the expert's row, so concurrent requests see each other's
 * reservations and can never take more than the available balance together. A request key seen
 * before answers its request.
 */
async function reserve(
  app: App,
  expertId: number,
  key: string,
  amountCents: number | undefined,
  locale: Locale,
) {
  return app.db.transaction(async (tx) => {
    await tx
      .select({ id: expertProfiles.userId })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, expertId))
      .for('update');
    const [seen] = await tx
      .select()
      .from(fundsRequests)
      .where(and(eq(fundsRequests.expertId, expertId), eq(fundsRequests.requestKey, key)));
    if (seen) return seen;
    const { availableCents } = await earningsOf(tx, expertId, app.clock());
    if (availableCents <= 0) throw new HttpError(422, 'noFundsAvailable');
    const amount = amountCents ?? availableCents;
    if (amount > availableCents) {
      throw validationError({
        amount: [translate('amountAboveAvailable', locale, { available: `$${dollars(availableCents)}` })],
      });
    }
    const now = app.clock();
    const [row] = await tx
      .insert(fundsRequests)
      .values({ expertId, amountCents: amount, requestKey: key, status: 'requested', createdAt: now })
      .returning();
    if (!row) throw new Error('funds request not stored');
    return row;
  });
}

/**
 * Pays the request out to the expert's bank: the connected account gets from the platform what
 * it lacks (bookings made before it existed paid the platform), then a payout; both with keys
 * derived from the request, so a retry after a crash repeats nothing.
 */
async function payOut(app: App, row: FundsRow, bank: BankAccountRow): Promise<FundsRow> {
  const currency = marketplaceRules.currency;
  try {
    const balance = await app.gateway.availableBalance(bank.connectedAccountId, currency);
    if (balance < row.amountCents) {
      await app.gateway.createTransfer({
        destination: bank.connectedAccountId,
        amount: row.amountCents - balance,
        currency,
        // The shortfall is part of the key: a concurrent retry that finds the balance already
        // topped up transfers nothing more, or only what is still missing.
        idempotencyKey: `funds-request-${row.id}-transfer-${row.amountCents - balance}`,
      });
    }
    const payoutId = await app.gateway.createPayout({
      account: bank.connectedAccountId,
      amount: row.amountCents,
      currency,
      idempotencyKey: `funds-request-${row.id}-payout`,
    });
    const [paid] = await app.db
      .update(fundsRequests)
      .set({ status: 'paid', payoutId })
      .where(and(eq(fundsRequests.id, row.id), eq(fundsRequests.status, 'requested')))
      .returning();
    // Only the call that marked it paid tells the expert (a concurrent retry of the key does not).
    if (paid) {
      await notify(app, row.expertId, 'payout.sent', {
        funds_request_id: row.id,
        amount: centsToDollars(row.amountCents),
        payout_id: payoutId,
      });
      return paid;
    }
    const [now] = await app.db.select().from(fundsRequests).where(eq(fundsRequests.id, row.id));
    return now ?? row;
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      await app.db.update(fundsRequests).set({ status: 'failed' }).where(eq(fundsRequests.id, row.id));
      throw new HttpError(422, 'payoutFailed', { reason: error.message });
    }
    throw error;
  }
}

export async function requestFunds(
  app: App,
  input: {
    expertId: number;
    key: string;
    amountCents: number | undefined;
    bank: BankAccountRow;
    locale: Locale;
  },
): Promise<FundsRow> {
  const row = await reserve(
    app,
    input.expertId,
    `${input.expertId}:${input.key}`,
    input.amountCents,
    input.locale,
  );
  if (row.status !== 'requested') return row;
  return payOut(app, row, input.bank);
}
