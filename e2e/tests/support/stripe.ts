import { expect } from '@playwright/test';

/** The local Stripe stand-in of this run (the port playwright.config.ts gives `npm start`). */
const STRIPE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? '12121'}`;
/** The key `npm start` gives the api when no STRIPE_SECRET_KEY is set (api/src/config.ts). */
const KEY = process.env.STRIPE_SECRET_KEY || 'sk_test_local_stand_in';

interface Listed<T> {
  data: T[];
  has_more: boolean;
}

async function list<T extends { id: string }>(
  path: string,
  query: Record<string, string> = {},
): Promise<T[]> {
  const found: T[] = [];
  let after: string | undefined;
  for (;;) {
    const params = new URLSearchParams({
      limit: '100',
      ...query,
      ...(after ? { starting_after: after } : {}),
    });
    const answer = await fetch(`${STRIPE}${path}?${params}`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
    const page = (await answer.json()) as Listed<T>;
    found.push(...page.data);
    if (!page.has_more || page.data.length === 0) return found;
    after = page.data.at(-1)?.id;
  }
}

/** What the payment provider refunded for a meeting's charges (cents per refund), asked of it directly. */
export async function refundsAtProvider(meetingId: number): Promise<number[]> {
  const intents = await list<{ id: string; metadata?: Record<string, string> }>('/v1/payment_intents');
  const ours = intents.filter((intent) => intent.metadata?.meeting_id === String(meetingId));
  const refunds: number[] = [];
  for (const intent of ours) {
    const made = await list<{ id: string; amount: number }>('/v1/refunds', { payment_intent: intent.id });
    refunds.push(...made.map((refund) => refund.amount));
  }
  return refunds;
}
