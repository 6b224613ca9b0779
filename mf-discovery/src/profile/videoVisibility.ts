import type { Expert } from 'shared-contracts';

/** The plan whose experts get no profile video section (spec: expert page). */
const NO_VIDEO_PLAN_SLUG = 'starter-yearly';

/** Whether the expert's plan has a profile video at all (the owner's page offers to add one). */
export function videoAllowedFor(expert: Pick<Expert, 'subscription'>): boolean {
  return expert.subscription?.type.slug !== NO_VIDEO_PLAN_SLUG;
}

export function shouldShowVideo(expert: Pick<Expert, 'profile_video' | 'subscription'>): boolean {
  return Boolean(expert.profile_video) && videoAllowedFor(expert);
}
