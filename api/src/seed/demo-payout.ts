import type { Transaction } from '../db/client.ts';
import { fundsRequests } from '../db/schema/index.ts';
import type { StoredMeeting } from './insert-meetings.ts';

const DAY = 24 * 3_600_000;
/** How long before the seeding the demo expert asked for her funds. */
const PAID_DAYS_AGO = 8;

/** The demo expert's funds request, for the 'payout.sent' notification. */
export interface StoredPayout {
  id: number;
  amountCents: number;
  payoutId: string;
  at: Date;
}

/**
 * The expert asked for everything she had earned `PAID_DAYS_AGO` days before `now` and was paid
 * (the request row as POST /experts/profile/requests leaves it; the provider's payout is not
 * made). What she earned after it is her available profit. Null when she had earned nothing then.
 */
export async function insertPaidPayout(
  tx: Transaction,
  expertId: number,
  stored: readonly StoredMeeting[],
  now: Date,
): Promise<StoredPayout | null> {
  const at = new Date(now.getTime() - PAID_DAYS_AGO * DAY);
  const amountCents = stored
    .filter((meeting) => meeting.expertId === expertId && meeting.endsAt <= at)
    .reduce((sum, meeting) => sum + meeting.priceCents, 0);
  if (amountCents === 0) return null;
  const payoutId = `po_demo_${expertId}_1`;
  const [row] = await tx
    .insert(fundsRequests)
    .values({
      expertId,
      amountCents,
      requestKey: `${expertId}:demo-funds-request-1`,
      payoutId,
      status: 'paid',
      createdAt: at,
    })
    .returning({ id: fundsRequests.id });
  if (!row) throw new Error('funds request not stored');
  return { id: row.id, amountCents, payoutId, at };
}
