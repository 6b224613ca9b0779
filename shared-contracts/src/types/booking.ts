import type { Weekday } from '../schemas/booking.ts';

/** One saved range of a schedule day (wall times HH:mm in the expert's zone). */
export interface ScheduleItemView {
  id: number;
  start_time: string;
  end_time: string;
}

/**
 * A day of the expert's week as GET /experts/profile/schedules loads it (always seven, monday
 * first). `id` is the weekday number (0 = monday … 6 = sunday); a day without items is inactive.
 */
export interface ScheduleDay {
  id: number;
  weekday: Weekday;
  active: boolean;
  items: ScheduleItemView[];
}

/**
 * The answer of POST /booking/{expertId} (202) when the card's bank asks the customer to
 * authenticate the payment (3-D Secure): the meeting is held, unpaid, until the browser completes
 * the bank's step with Stripe.js (`confirmCardPayment(client_secret, { payment_method })`) and
 * asks POST /booking/meets/{meeting_id}/authentication, or gives up with DELETE on that path.
 * Left alone, it lapses after the hold's minutes and the hour is free again.
 */
export interface BookingAuthenticationRequired {
  meeting_id: number;
  payment: {
    status: 'requires_action';
    client_secret: string;
    payment_method_id: string;
    /** ISO instant after which the payment is cancelled and the hour freed. */
    expires_at: string;
  };
}
