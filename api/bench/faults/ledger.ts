/**
 * What the run left behind, read once the load has stopped: the bookings in the database against
 * the charges at the payment provider, and the notifications stored against what the sockets got.
 */
import type postgres from 'postgres';
import type { Timeline } from './phases.ts';
import type { SocketRecord } from './sockets.ts';

export interface BookingLedger {
  /** Meetings of the run's bookers by state (confirmed, reserved, released, cancelled). */
  meetings: Record<string, number>;
  /** Booking charges that succeeded at the provider for those meetings. */
  charges: number;
  /** Confirmed meetings without a successful charge. */
  unpaid: number[];
  /** Meetings charged that are not confirmed. */
  paidNotConfirmed: number[];
  /** Meetings charged more than once. */
  chargedTwice: number[];
}

export async function bookingLedger(
  sql: postgres.Sql,
  bookerIds: number[],
  since: Date,
  /** The provider's PaymentIntents, by id. */
  paymentIntents: Readonly<Record<string, { [field: string]: unknown }>>,
): Promise<BookingLedger> {
  const rows = await sql<{ id: number; state: string }[]>`
    SELECT id, state FROM meetings WHERE customer_id = ANY(${bookerIds}) AND created_at >= ${since}`;
  const meetings: Record<string, number> = {};
  for (const row of rows) meetings[row.state] = (meetings[row.state] ?? 0) + 1;
  const ours = new Set(rows.map((row) => row.id));
  const paid = new Map<number, number>();
  for (const intent of Object.values(paymentIntents)) {
    const metadata = (intent.metadata ?? {}) as Record<string, string>;
    const meetingId = Number(metadata.meeting_id);
    if (intent.status !== 'succeeded' || metadata.kind !== 'booking' || !ours.has(meetingId)) continue;
    paid.set(meetingId, (paid.get(meetingId) ?? 0) + 1);
  }
  const confirmed = rows.filter((row) => row.state === 'confirmed').map((row) => row.id);
  return {
    meetings,
    charges: [...paid.values()].reduce((sum, count) => sum + count, 0),
    unpaid: confirmed.filter((id) => !paid.has(id)),
    paidNotConfirmed: [...paid.keys()].filter((id) => !confirmed.includes(id)),
    chargedTwice: [...paid].filter(([, count]) => count > 1).map(([id]) => id),
  };
}

/** Per phase (by when the notification was stored): how each reached its user, or did not. */
export interface EventTally {
  stored: number;
  /** Pushed on the socket. */
  live: number;
  /** Missed on the socket, got back by reading the inbox after a reconnection. */
  reread: number;
  /** Neither. */
  lost: number;
}

export async function eventLedger(
  sql: postgres.Sql,
  records: SocketRecord[],
  since: Date,
  timeline: Timeline,
): Promise<Map<string, EventTally>> {
  const byUser = new Map(records.map((record) => [record.user.id, record]));
  const rows = await sql<{ id: number; user_id: number; created_at: Date }[]>`
    SELECT id, user_id, created_at FROM notifications
    WHERE user_id = ANY(${[...byUser.keys()]}) AND created_at >= ${since}`;
  const tallies = new Map<string, EventTally>();
  for (const row of rows) {
    const phase = timeline.at(row.created_at.getTime())?.name ?? 'before';
    const tally = tallies.get(phase) ?? { stored: 0, live: 0, reread: 0, lost: 0 };
    const record = byUser.get(row.user_id) as SocketRecord;
    tally.stored += 1;
    if (record.live.has(row.id)) tally.live += 1;
    else if (record.reread.has(row.id)) tally.reread += 1;
    else tally.lost += 1;
    tallies.set(phase, tally);
  }
  return tallies;
}
