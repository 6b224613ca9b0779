import type * as v from 'valibot';
import type { AuthenticationRequiredSchema } from '../contract/booking-answers.ts';
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

/** 202 of a booking when the card's bank asks the customer to authenticate (see its schema). */
export type BookingAuthenticationRequired = v.InferOutput<typeof AuthenticationRequiredSchema>;
