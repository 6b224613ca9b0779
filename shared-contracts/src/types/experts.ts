import type { Certification, GalleryItem, UserType } from '../entities.ts';
import type { FeedbackComment } from '../schemas/experts.ts';

/**
 * PUT /experts/profile/switch answer. `can_enter_expert_mode`: the account has an expert profile
 * with a trialing or active plan. Asking for expert mode without it answers
 * `is_account_expert: false` and `user_type: 'customer'` (the front end then opens the
 * registration/plan dialog); with it, the session becomes an expert-area session (cookies
 * `userType=expert`, `isAccountExpert=true`). Asking for customer mode always succeeds.
 */
export interface AccountSwitchResult {
  is_account_expert: boolean;
  user_type: UserType;
  can_enter_expert_mode: boolean;
  /** The account has an expert profile (registered as an expert), plan or not. */
  has_expert_profile: boolean;
  subscription: { id: number } | null;
}

export interface GalleryResult {
  gallery: GalleryItem[];
}

export type CertificationItem = Certification & { finish_month: number; finish_year: number };

export interface AvailabilityResult {
  is_available: boolean;
}

export interface FavouriteResult {
  id: number;
  is_favorite: boolean;
}

/**
 * A customer's review of an expert. Only the expert sees `customer` and `other_comment`; anyone
 * else reads them as null (the reviews page shows ratings and preset answers, not who wrote them).
 */
export interface ExpertFeedback {
  id: number;
  meet_id: number;
  rating: number;
  comment: FeedbackComment;
  other_comment: string | null;
  customer: { id: number; first_name: string; last_name: string; profile_picture: string | null } | null;
  created_at: string;
}

/** An expert's review of a customer. */
export interface CustomerFeedback {
  id: number;
  meet_id: number;
  rating: number;
  comment: string;
  expert_id: number;
  customer_id: number;
  created_at: string;
}

/** GET /experts/{id}/feedback-stats: average rating (2 decimals), count and how many of each star. */
export interface FeedbackStats {
  average: number;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}
