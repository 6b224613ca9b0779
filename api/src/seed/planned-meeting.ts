import type { FeedbackComment, RateSlug } from 'shared-contracts';

/** The customer's review of the expert, as POST /experts/{id}/feedbacks stores it. */
interface PlannedReview {
  rating: number;
  comment: FeedbackComment;
  otherComment: string | null;
  at: Date;
}

/** The expert's feedback on the customer, as POST /customers/{id}/feedbacks stores it. */
interface PlannedCustomerFeedback {
  rating: number;
  comment: string;
  at: Date;
}

/**
 * A paid meeting of the demo data, past or coming, between two people named by email (their ids
 * exist only once they are inserted).
 */
export interface PlannedMeeting {
  expertEmail: string;
  customerEmail: string;
  rate: RateSlug;
  startsAt: Date;
  endsAt: Date;
  /** When the customer booked (and paid) it. */
  bookedAt: Date;
  /** The customer's note from 'Request Received'. */
  comments: string | null;
  review: PlannedReview | null;
  customerFeedback: PlannedCustomerFeedback | null;
}
