import type * as v from 'valibot';
import type { AuthenticationRequiredSchema } from '../contract/booking-answers.ts';
import type { ScheduleDaySchema } from '../contract/schedule-routes.ts';

/** A day of the expert's week as GET /experts/profile/schedules loads it (see its schema). */
export type ScheduleDay = v.InferOutput<typeof ScheduleDaySchema>;

/** 202 of a booking when the card's bank asks the customer to authenticate (see its schema). */
export type BookingAuthenticationRequired = v.InferOutput<typeof AuthenticationRequiredSchema>;
