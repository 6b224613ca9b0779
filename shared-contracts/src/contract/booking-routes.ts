import * as v from 'valibot';
import {
  AvailabilityQuerySchema,
  BookingCreateSchema,
  BookingDaysQuerySchema,
  BookingParamsSchema,
  BookingPreviewQuerySchema,
  SlotHoldSchema,
} from '../schemas/booking.ts';
import { IdParamSchema } from '../schemas/discovery.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  NOT_FOUND_OR_INVALID,
  UnprocessableAnswerSchema,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import {
  AuthenticationRequiredSchema,
  BookingDaysSchema,
  BookingQuoteSchema,
  SlotHoldAnswerSchema,
  TimeSlotSchema,
} from './booking-answers.ts';
import { BookedMeetingSchema } from './meeting-answers.ts';
import { defineRoute } from './route.ts';

/** What reading an expert's time can refuse: unknown expert, not bookable, bad input. */
const SLOT_REFUSALS = { 409: ErrorAnswerSchema, ...NOT_FOUND_OR_INVALID } as const;

/**
 * Every way a booking's payment ends (the booking, its bank step settled or given up): paid (201),
 * the bank asks the customer to authenticate (202), refused with the provider's message on
 * `payment_method_id` (402), the time taken meanwhile (409), the provider down (503).
 */
const PAYMENT_OUTCOMES = {
  201: envelopeOf(BookedMeetingSchema),
  202: envelopeOf(AuthenticationRequiredSchema),
  402: ValidationAnswerSchema,
  404: ErrorAnswerSchema,
  409: ErrorAnswerSchema,
  422: UnprocessableAnswerSchema,
  503: ErrorAnswerSchema,
} as const;

/** The customer's side of booking: an expert's free time, the hold, the quote, and paying. */
export const bookingApi = {
  availability: defineRoute({
    method: 'GET',
    path: 'booking/:id/availability',
    params: BookingParamsSchema,
    query: AvailabilityQuerySchema,
    answers: { 200: envelopeOf(v.array(TimeSlotSchema)), ...SLOT_REFUSALS },
  }),
  days: defineRoute({
    method: 'GET',
    path: 'booking/:id/days',
    params: BookingParamsSchema,
    query: BookingDaysQuerySchema,
    answers: { 200: envelopeOf(BookingDaysSchema), ...SLOT_REFUSALS },
  }),
  hold: defineRoute({
    method: 'POST',
    path: 'booking/:id/hold',
    params: BookingParamsSchema,
    body: SlotHoldSchema,
    answers: { 200: envelopeOf(SlotHoldAnswerSchema), ...SLOT_REFUSALS },
  }),
  release: defineRoute({
    method: 'DELETE',
    path: 'booking/:id/hold',
    params: BookingParamsSchema,
    answers: { 200: MessageAnswerSchema, ...NOT_FOUND_OR_INVALID },
  }),
  preview: defineRoute({
    method: 'GET',
    path: 'booking/:id/preview',
    params: BookingParamsSchema,
    query: BookingPreviewQuerySchema,
    answers: { 200: envelopeOf(BookingQuoteSchema), ...SLOT_REFUSALS },
  }),
  book: defineRoute({
    method: 'POST',
    path: 'booking/:id',
    params: BookingParamsSchema,
    body: BookingCreateSchema,
    answers: PAYMENT_OUTCOMES,
  }),
  authenticated: defineRoute({
    method: 'POST',
    path: 'booking/meets/:id/authentication',
    params: IdParamSchema,
    answers: PAYMENT_OUTCOMES,
  }),
  giveUpAuthentication: defineRoute({
    method: 'DELETE',
    path: 'booking/meets/:id/authentication',
    params: IdParamSchema,
    answers: { 200: MessageAnswerSchema, ...PAYMENT_OUTCOMES },
  }),
};
