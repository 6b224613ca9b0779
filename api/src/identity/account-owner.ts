import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared-contracts';
import { authTokens, type User } from '../db/schema/index.ts';
import { fieldError } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';

/** How recent a sign-in must be to stand for the password of an account that has none. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Before a change that could hand the account to someone else (its email), the signed-in caller
 * proves they own it, or gets a 422 on `current_password`: the current password (every check of
 * it counted with the others, `countPasswordCheck`: 429 past the limit), or, for an account
 * without one (social sign-in only), a session opened in the last 10 minutes.
 */
export async function checkAccountOwner(
  app: Pick<FastifyInstance, 'db' | 'countPasswordCheck'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  currentPassword: string | undefined,
  locale: Locale,
): Promise<void> {
  if (!user.passwordHash) {
    if (await signedInLately(app, request.authSession?.id)) return;
    throw fieldError('current_password', 'signInAgainToChangeEmail', locale);
  }
  if (!currentPassword) throw fieldError('current_password', 'fieldRequired', locale);
  await app.countPasswordCheck(request, reply);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw fieldError('current_password', 'wrongCurrentPassword', locale);
  }
}

async function signedInLately(app: Pick<FastifyInstance, 'db'>, sessionId: number | undefined) {
  if (sessionId === undefined) return false;
  const [session] = await app.db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(eq(authTokens.id, sessionId));
  return session !== undefined && Date.now() - session.createdAt.getTime() < FRESH_SIGN_IN_MS;
}
