/**
 * Meeting status as the spec shows it, derived from the times (an extension moves the end), plus
 * 'cancelled' (by either side) and 'no-show' (ended with a side that never joined: see `no_show`).
 */

import type { RateSlug } from '../entities.ts';
import type { MeetingStatus } from '../schemas/meetings.ts';
import type { BookingAuthenticationRequired } from './booking.ts';

/** A side of a meeting. */
export type MeetingSide = 'customer' | 'expert';

/** Who cancelled a meeting, when (ISO), and what the customer got back for it (dollars). */
export interface MeetingCancellation {
  by: MeetingSide;
  at: string;
  refund: number;
}

/**
 * What the viewer may still change on the meeting. `cancel`: null when they can no longer cancel,
 * else the refund (dollars) the customer gets if the viewer cancels now (the rule: the customer
 * in full with 24 h notice and nothing later; the expert always in full). `reschedule`: null when
 * it can no longer be moved (moved once already, or under 24 h to the start), else until when.
 */
export interface MeetingChanges {
  cancel: { refund: number } | null;
  reschedule: { until: string } | null;
  reschedules_left: number;
}

/** Extension steps shown on a meeting; an answer clears them (null). */
export type ExtensionStatus =
  | 'CanRequestMeetExtension'
  | 'CustomerRequestedTimeExtension'
  | 'AcceptedMeetingExtension';

/** A bookable slot: wall times in the expert's zone, `*_converted` in the customer's zone. */
export interface TimeSlot {
  /** yyyy-MM-dd HH:mm in the expert's zone. */
  start_time: string;
  end_time: string;
  /** yyyy-MM-dd HH:mm in the customer's zone. */
  start_time_converted: string;
  end_time_converted: string;
  /** ISO instants, for clients that convert themselves. */
  starts_at: string;
  ends_at: string;
}

/** GET /booking/{id}/days: expert-local dates (yyyy-MM-dd) of the month with a free slot. */
export interface BookingDays {
  /** yyyy-MM, as asked. */
  month: string;
  days: string[];
  /** The first date with a free slot from today on within the booking window; null when none. */
  next_available: string | null;
}

/** POST /booking/{id}/hold: the slot held for this customer until `expires_at` (ISO instant). */
export interface SlotHold extends TimeSlot {
  expires_at: string;
}

/** Dollars: the expert's rate price, the platform fee, and what the customer pays. */
export interface MeetQuote {
  rate: number;
  fee: number;
  total: number;
}

export interface MeetingRate {
  slug: RateSlug;
  name: string;
  duration: number;
  price: number;
}

export interface Meeting {
  id: number;
  /** yyyy-MM-dd in the caller's zone. */
  date: string;
  /** HH:mm in the caller's zone. */
  start_time: string;
  end_time: string;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  status: MeetingStatus;
  extension_status: ExtensionStatus | null;
  room_id: string | null;
  /** The caller's own LiveKit token (detail only; null in lists). */
  access_token: string | null;
  rate: MeetingRate;
  customer: { id: number; first_name: string; last_name: string; profile_picture: string | null };
  expert: {
    id: number;
    first_name: string;
    last_name: string;
    role: string;
    profile_picture: string | null;
    rating: number;
    is_favorite: boolean;
  };
  comments: string | null;
  booking: { price: number; fee: number; total: number };
  expert_feedback: { rating: number; comment: string; other_comment: string | null } | null;
  customer_feedback: { rating: number; comment: string } | null;
  created_at: string;
  cancellation: MeetingCancellation | null;
  /** The side that never joined the room (status 'no-show'); 'expert' refunds the customer in full. */
  no_show: MeetingSide | null;
  /** Dollars given back to the customer (cancellation or the expert's no-show). */
  refunded: number;
  changes: MeetingChanges;
}

/** Answer of a booking or of the booking preview. */
export interface BookingQuote {
  rate: MeetingRate;
  meet: MeetQuote;
  start_time: string;
  end_time: string;
  start_time_converted: string;
  end_time_converted: string;
}

/** GET /booking/meets/{id}/preview: the extension's rate, the expert, and what it costs (dollars). */
export interface MeetExtensionPreview {
  rate: { slug: RateSlug; name: string; duration: number };
  expert: { id: number; first_name: string; last_name: string; role: string; profile_picture: string | null };
  meet: MeetQuote;
}

/**
 * The answer of POST /booking/meets/{id}/payment (202) when the card's bank asks the customer to
 * confirm the extension's payment (3-D Secure): the browser completes the step with Stripe.js and
 * asks POST /booking/meets/{id}/payment/authentication, or gives up with DELETE on that path. Left
 * alone, it is cancelled at `expires_at` and the call ends on time.
 */
export type ExtensionAuthenticationRequired = BookingAuthenticationRequired;

/** GET /meets: one page of the caller's meetings. */
export interface MeetingPage {
  data: Meeting[];
  meta: {
    current_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
    total: number;
    per_page: number;
  };
}
