import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccountSwitchResult, COOKIE, type UserType } from 'shared-contracts';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authTokens, type User } from '../db/schema/index.ts';
import { setSessionCookies } from '../identity/cookies.ts';
import { currentPlanRow, isLiveAt } from '../plans/current-plan.ts';

/** The raw token the caller presented (bearer header first, like the auth hook). */
function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0)
    return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
  return request.cookies[COOKIE.authToken] ?? null;
}

/**
 * PUT /experts/profile/switch. Expert mode needs an expert profile with a trialing or active plan;
 * then the caller's session becomes an expert-area session (its user type is stored on the session,
 * as login to the expert area does, and the `userType` / `isAccountExpert` cookies are set).
 * Customer mode is always allowed. Asking for expert mode without a plan changes nothing and answers
 * `can_enter_expert_mode: false`, so the front end opens the registration or plan dialog.
 */
export async function switchAccountMode(
  db: Database,
  config: ApiConfig,
  user: User,
  wantsExpert: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<AccountSwitchResult> {
  const plan = user.isExpert ? await currentPlanRow(db, user.id) : undefined;
  const canEnter = user.isExpert && isLiveAt(plan, now);
  const expertMode = wantsExpert && canEnter;
  const userType: UserType = expertMode ? 'expert' : 'customer';
  const session = request.authSession;
  const token = presentedToken(request);
  if (session && token) {
    await db.update(authTokens).set({ userType }).where(eq(authTokens.id, session.id));
    setSessionCookies(reply, config, { ...session, token, userType });
  }
  reply.setCookie(COOKIE.isAccountExpert, String(expertMode), {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
    ...(session ? { expires: session.expiresAt } : {}),
  });
  return {
    is_account_expert: expertMode,
    user_type: userType,
    can_enter_expert_mode: canEnter,
    has_expert_profile: user.isExpert,
    subscription: plan ? { id: plan.id } : null,
  };
}
