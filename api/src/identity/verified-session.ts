/**
 * Sessions verified in the statement of the route that uses them. A route that opts in
 * (`config: { verifiesSession: true }`) is handed the session this api process read last time
 * for the same token, without reading it again; its own statement then checks, in the same
 * snapshot as the data it reads, that the session is still live and its user's row unchanged
 * (`sessionAsRead`). When it is not (signed out, password changed, account deleted or edited, on
 * any api process), the statement says so, the answer it read is thrown away and the request is
 * authenticated again from the database. So such a route costs one statement, and a change to a
 * session or its user takes effect on the very next request everywhere: nothing has to be told
 * to other processes, and no answer ever rests on a session the database no longer holds.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { User } from '../db/schema/index.ts';
import type { Session } from './sessions.ts';

/** A session as its last read found it: the user's row with its fingerprint (md5 of the row). */
export interface ReadSession {
  session: Session;
  user: User;
  fingerprint: string;
  /** When the session's expiry slides next (or it expires): the read is not reused from then on. */
  reusableUntil: Date;
}

/** Sessions kept per process; the oldest read is dropped past this. */
const KEPT = 10_000;
/** Token hash → the session's last read, oldest first. */
const reads = new Map<string, ReadSession>();

export function rememberSession(tokenHash: string, read: ReadSession) {
  reads.delete(tokenHash);
  reads.set(tokenHash, read);
  if (reads.size > KEPT) {
    const oldest = reads.keys().next().value;
    if (oldest !== undefined) reads.delete(oldest);
  }
}

/** The last read of the session, while it may be reused at `now`. */
export function recalledSession(tokenHash: string, now: Date): ReadSession | undefined {
  const read = reads.get(tokenHash);
  if (read && read.reusableUntil > now) return read;
  reads.delete(tokenHash);
  return undefined;
}

export function forgetSession(tokenHash: string) {
  reads.delete(tokenHash);
}

/** What a verifying statement checks: the session's id and its user's fingerprint as read, at an instant. */
export interface SessionCheck {
  id: number;
  fingerprint: string;
  /** ISO instant the session must still be unexpired at. */
  at: string;
}

export const sessionCheckOf = (read: ReadSession, now: Date): SessionCheck => ({
  id: read.session.id,
  fingerprint: read.fingerprint,
  at: now.toISOString(),
});

/** Each part a value, or a placeholder of a prepared statement. */
const sessionStillAsRead = (id: unknown, fingerprint: unknown, at: unknown) =>
  sql`EXISTS (SELECT 1 FROM auth_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.id = ${id}::int AND t.revoked_at IS NULL AND t.expires_at > ${at}::timestamptz
      AND md5(u::text) = ${fingerprint}::text)`;

/**
 * True in a statement while the session is live and its user's row is as it was read (always true
 * without a check): the verifying route puts this among the columns of its own read.
 */
export function sessionAsRead(check: SessionCheck | undefined): SQL {
  return check
    ? sessionStillAsRead(sql`${check.id}`, sql`${check.fingerprint}`, sql`${check.at}`)
    : sql`true`;
}

/**
 * `sessionAsRead` for a prepared statement (db/prepared.ts), its values given by `sessionValues`:
 * placeholders `sessionId`, `sessionFingerprint` and `sessionAt`; true when `sessionId` is null.
 */
export const SESSION_AS_READ = sql`(${sql.placeholder('sessionId')}::int IS NULL OR ${sessionStillAsRead(
  sql.placeholder('sessionId'),
  sql.placeholder('sessionFingerprint'),
  sql.placeholder('sessionAt'),
)})`;

export const sessionValues = (check: SessionCheck | undefined) => ({
  sessionId: check?.id ?? null,
  sessionFingerprint: check?.fingerprint ?? null,
  sessionAt: check?.at ?? null,
});

/** A verifying statement found the session it was handed no longer as read. */
export class StaleSession extends Error {
  constructor() {
    super('the session changed since it was read');
  }
}
