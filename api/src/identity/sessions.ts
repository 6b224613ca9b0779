import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { UserType } from 'shared-contracts';
import type { Database, Transaction } from '../db/client.ts';
import { authTokens, type User, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** Sessions expire after this long without use (sliding). */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, so most requests write nothing. */
const SLIDE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface Session {
  id: number;
  userId: number;
  userType: UserType;
  csrfToken: string;
  expiresAt: Date;
}

/** A session as handed to the client once: the raw token is never stored. */
export interface IssuedSession extends Session {
  token: string;
}

export async function createSession(
  db: Database,
  userId: number,
  userType: UserType,
): Promise<IssuedSession> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token), csrfToken, userType, expiresAt })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('session insert returned nothing');
  return { id: row.id, userId, userType, csrfToken, expiresAt, token };
}

/**
 * The live session of a raw token and its user, or null (unknown, revoked or expired). When the
 * expiry is due to slide, it is moved forward and `slid` is true (the cookies are then renewed).
 */
export async function findSession(
  db: Database,
  token: string,
): Promise<{ session: Session; user: User; slid: boolean; fingerprint: string; reusableUntil: Date } | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    // The fingerprint of the user's row: what a route verifying the session compares (verified-session.ts).
    .select({ token: authTokens, user: users, fingerprint: sql<string>`md5(${users}::text)` })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  let expiresAt = row.token.expiresAt;
  const slid = now.getTime() - row.token.lastUsedAt.getTime() > SLIDE_EVERY_MS;
  if (slid) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(authTokens).set({ lastUsedAt: now, expiresAt }).where(eq(authTokens.id, row.token.id));
  }
  const session: Session = {
    id: row.token.id,
    userId: row.token.userId,
    userType: row.token.userType === 'expert' ? 'expert' : 'customer',
    csrfToken: row.token.csrfToken,
    expiresAt,
  };
  const reusableUntil = new Date(
    Math.min(expiresAt.getTime(), (slid ? now : row.token.lastUsedAt).getTime() + SLIDE_EVERY_MS),
  );
  return { session, user: row.user, slid, fingerprint: row.fingerprint, reusableUntil };
}

export async function revokeSession(db: Database, sessionId: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, sessionId), isNull(authTokens.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Database | Transaction, userId: number, keepSessionId?: number) {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(authTokens.id, keepSessionId));
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
