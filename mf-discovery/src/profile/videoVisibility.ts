import type { Expert } from 'shared-contracts';

/** The plan whose experts get no profile video section (spec: expert page). */
export const NO_VIDEO_PLAN_SLUG = 'starter-yearly';

export function shouldShowVideo(expert: Pick<Expert, 'profile_video' | 'subscription'>): boolean {
  return Boolean(expert.profile_video) && expert.subscription?.type.slug !== NO_VIDEO_PLAN_SLUG;
}
