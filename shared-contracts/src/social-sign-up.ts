import * as v from 'valibot';
import type { SocialCallbackResult, UserType } from './entities.ts';
import { tabStorage } from './tab-storage.ts';

/** A social sign-up to finish, as the callback page hands it to the sign-up page. */
export type PendingSocialSignUp = Extract<SocialCallbackResult, { outcome: 'sign_up' }>;

const SIGN_UP_KEY = 'social-sign-up';
const AREA_KEY = 'social-sign-in-area';

const PendingSchema = v.object({
  outcome: v.literal('sign_up'),
  area: v.picklist(['customer', 'expert']),
  social_ticket: v.pipe(v.string(), v.nonEmpty()),
  profile: v.object({
    id: v.string(),
    social_provider: v.picklist(['google', 'facebook', 'apple']),
    first_name: v.string(),
    last_name: v.string(),
    email: v.nullable(v.string()),
    profile_picture: v.nullable(v.string()),
    country: v.nullable(v.object({ code: v.string() })),
  }),
});

/** Kept for this tab only (never in the URL): the ticket is a short-lived, single-use secret. */
export function storeSocialSignUp(pending: PendingSocialSignUp): void {
  tabStorage()?.setItem(SIGN_UP_KEY, JSON.stringify(pending));
}

/** The social sign-up waiting for the sign-up page of `area`, if any. */
export function readSocialSignUp(area: UserType): PendingSocialSignUp | null {
  const raw = tabStorage()?.getItem(SIGN_UP_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(PendingSchema, JSON.parse(raw));
    return parsed.success && parsed.output.area === area ? parsed.output : null;
  } catch {
    return null;
  }
}

export function clearSocialSignUp(): void {
  tabStorage()?.removeItem(SIGN_UP_KEY);
}

/** The area a social sign-in was started from, so the callback page can lead back to its login. */
export function storeSocialSignInArea(area: UserType): void {
  tabStorage()?.setItem(AREA_KEY, area);
}

export function readSocialSignInArea(): UserType {
  return tabStorage()?.getItem(AREA_KEY) === 'expert' ? 'expert' : 'customer';
}
