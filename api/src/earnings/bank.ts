import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BankAccount } from 'shared-contracts';
import { bankAccounts, type User } from '../db/schema/index.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'clock'>;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findBankAccount(app: Pick<App, 'db'>, expertId: number) {
  const [row] = await app.db.select().from(bankAccounts).where(eq(bankAccounts.expertId, expertId));
  return row;
}

/**
 * The expert's connected account at the provider (bookings pay it as their destination), made on
 * first need; a retry sends the same idempotency key, so there is one account per expert.
 */
async function ensureConnectedAccount(app: App, user: User): Promise<BankAccountRow> {
  const existing = await findBankAccount(app, user.id);
  if (existing) return existing;
  const account = await app.gateway.createConnectedAccount({
    email: user.email,
    idempotencyKey: `expert-account-${user.id}`,
  });
  await app.db
    .insert(bankAccounts)
    .values({ expertId: user.id, connectedAccountId: account, updatedAt: app.clock() })
    .onConflictDoNothing();
  const row = await findBankAccount(app, user.id);
  if (!row) throw new Error('bank account row missing');
  return row;
}

export interface BankInput {
  holder_name: string;
  country: string;
  currency: string;
  routing_number?: string;
  account_number: string;
}

/** Sends the details to the provider (the only place they are kept) and stores what identifies them. */
export async function saveBankAccount(app: App, user: User, input: BankInput): Promise<BankAccountRow> {
  const row = await ensureConnectedAccount(app, user);
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        input.country,
        input.currency,
        input.routing_number ?? '',
        input.account_number,
        input.holder_name,
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  const saved = await app.gateway.setBankAccount({
    account: row.connectedAccountId,
    holderName: input.holder_name,
    country: input.country,
    currency: input.currency,
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
    // After the current one: the same details sent twice make one bank account, and sending
    // earlier details again later makes a new one.
    idempotencyKey: `bank-${user.id}-${row.externalAccountId ?? 'first'}-${fingerprint}`,
  });
  const [updated] = await app.db
    .update(bankAccounts)
    .set({
      externalAccountId: saved.id,
      holderName: input.holder_name,
      bankName: saved.bankName,
      country: saved.country,
      currency: saved.currency,
      lastNumbers: saved.last4,
      updatedAt: app.clock(),
    })
    .where(eq(bankAccounts.expertId, user.id))
    .returning();
  if (!updated) throw new Error('bank account not stored');
  return updated;
}

export function bankAccountView(row: BankAccountRow | undefined): BankAccount {
  const saved = row?.externalAccountId ? row : undefined;
  return {
    holder_name: saved?.holderName ?? null,
    bank_name: saved?.bankName ?? null,
    country: saved?.country ?? null,
    currency: saved?.currency ?? null,
    last_numbers: saved?.lastNumbers ?? null,
    masked: saved?.lastNumbers ? `**** ${saved.lastNumbers}` : null,
  };
}
