import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedStatement, tableRow } from '../db/prepared.ts';
import { bankAccounts, type MeetingCharge, meetingCharges, meetings } from '../db/schema/index.ts';
import { planKeyedJobsFrom } from '../jobs/index.ts';
import { findCustomerId } from '../payments/customers.ts';
import { chargeKey } from './keys.ts';
import type { ChargeKind, ChargeTransaction } from './purpose.ts';
import { firstLook, RECONCILE_JOB } from './schedule.ts';

export interface PendingChargeInput {
  meetingId: number;
  kind: ChargeKind;
  /** Which extension attempt of the meeting (1, 2…); none for the booking. */
  sequence?: number;
  /** The caller's Idempotency-Key of the request making this attempt, when it sent one. */
  requestKey?: string;
  rateId: number;
  minutes: number;
  priceCents: number;
  feeCents: number;
  paymentMethodId: string;
  /** The expert's connected account, fixed on the row so a retry repeats the same request. */
  destination: string | null;
  at: Date;
}

const value = (name: string) => sql.placeholder(name);
const chargeOf = tableRow(meetingCharges);

/** The statement of `writePendingCharge`, built once (db/prepared.ts). */
const pendingChargeStatement = preparedStatement<Record<string, unknown>, Record<string, unknown>>(
  'charge_pending',
  sql`WITH written AS (
      INSERT INTO ${meetingCharges} (meeting_id, kind, rate_id, minutes, price_cents, fee_cents, payment_method_id,
        destination, idempotency_key, request_key, status, created_at, updated_at)
      VALUES (${value('meetingId')}::int, ${value('kind')}::text, ${value('rateId')}::int, ${value('minutes')}::int,
        ${value('priceCents')}::int, ${value('feeCents')}::int, ${value('paymentMethodId')}::text,
        ${value('destination')}::text, ${value('idempotencyKey')}::text, ${value('requestKey')}::text, 'pending',
        ${value('at')}::timestamptz, ${value('at')}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING *),
    reconciliation AS (${planKeyedJobsFrom(sql`SELECT ${value('job')}::text, w.idempotency_key,
      jsonb_build_object('chargeId', w.id), ${value('firstLook')}::timestamptz FROM written w`)})
    SELECT * FROM written`,
);

/**
 * Writes a charge `pending` under its derived key and plans its reconciliation (`RECONCILE_JOB`,
 * one grace later), in one statement; undefined when that key is already taken.
 */
export async function writePendingCharge(
  db: Database | ChargeTransaction,
  input: PendingChargeInput,
): Promise<MeetingCharge | undefined> {
  const [row] = await pendingChargeStatement(db, {
    meetingId: input.meetingId,
    kind: input.kind,
    rateId: input.rateId,
    minutes: input.minutes,
    priceCents: input.priceCents,
    feeCents: input.feeCents,
    paymentMethodId: input.paymentMethodId,
    destination: input.destination,
    idempotencyKey: chargeKey(input.meetingId, input.kind, input.sequence),
    requestKey: input.requestKey ?? null,
    at: input.at.toISOString(),
    job: RECONCILE_JOB,
    firstLook: firstLook(input.at).toISOString(),
  });
  return row && chargeOf(row);
}

export async function chargeById(db: Database, chargeId: number): Promise<MeetingCharge | undefined> {
  const [row] = await db.select().from(meetingCharges).where(eq(meetingCharges.id, chargeId));
  return row;
}

/** The meeting's charge of that kind still pending, if any (a retry reuses it and its key). */
export async function pendingChargeOf(
  db: Database,
  meetingId: number,
  kind: ChargeKind,
): Promise<MeetingCharge | undefined> {
  const [row] = await db
    .select()
    .from(meetingCharges)
    .where(
      and(
        eq(meetingCharges.meetingId, meetingId),
        eq(meetingCharges.kind, kind),
        eq(meetingCharges.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** The meeting's charge made by the request with this Idempotency-Key, if any. */
export async function chargeByRequestKey(
  db: Database,
  meetingId: number,
  requestKey: string,
): Promise<MeetingCharge | undefined> {
  const [row] = await db
    .select()
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.requestKey, requestKey)));
  return row;
}

/** The number of the meeting's next attempt of that kind. */
export async function nextChargeSequence(db: Database, meetingId: number, kind: ChargeKind): Promise<number> {
  const [attempts] = await db
    .select({ value: count() })
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, kind)));
  return Number(attempts?.value ?? 0) + 1;
}

/**
 * Where the price goes: the expert's connected account when set up (the platform keeps the fee);
 * null keeps the whole amount on the platform.
 */
export async function payeeAccount(db: Database, expertId: number): Promise<string | null> {
  const [bank] = await db
    .select({ account: bankAccounts.connectedAccountId })
    .from(bankAccounts)
    .where(eq(bankAccounts.expertId, expertId));
  return bank?.account ?? null;
}

/** The provider's customer who pays a meeting's charges (the meeting's customer). */
export async function payerOf(db: Database, meetingId: number): Promise<string | undefined> {
  const [meeting] = await db
    .select({ customerId: meetings.customerId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return meeting ? findCustomerId(db, meeting.customerId) : undefined;
}
