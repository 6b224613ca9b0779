import * as v from 'valibot';
import { IdParamSchema } from '../schemas/discovery.ts';
import {
  MeetCancelSchema,
  MeetCommentsSchema,
  MeetExtendAnswerSchema,
  MeetExtendRequestSchema,
  MeetExtensionPaymentSchema,
  MeetExtensionPreviewQuerySchema,
  MeetRescheduleAvailabilityQuerySchema,
  MeetRescheduleDaysQuerySchema,
  MeetRescheduleSchema,
  MeetsQuerySchema,
} from '../schemas/meetings.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  NOT_FOUND_OR_INVALID,
  pageOf,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { AuthenticationRequiredSchema, BookingDaysSchema, TimeSlotSchema } from './booking-answers.ts';
import { MeetExtensionPreviewSchema, MeetingSchema } from './meeting-answers.ts';
import { defineRoute } from './route.ts';

/** A change a meeting no longer allows (cancel after its start, a second move…): 409. */
const MEETING_REFUSALS = { 409: ErrorAnswerSchema, ...NOT_FOUND_OR_INVALID } as const;

/** The meeting after a change, with what was done. */
const meetingAnswer = envelopeOf(MeetingSchema);

/**
 * Paying an extension (and settling its bank step): the meeting with its later end (200; or the
 * message that the bank's step was given up, for a retried key of an attempt given up), the bank's
 * step (202), refused (402, the provider's message), or the meeting taken meanwhile (409).
 */
const EXTENSION_PAYMENT_OUTCOMES = {
  200: v.union([meetingAnswer, MessageAnswerSchema]),
  202: envelopeOf(AuthenticationRequiredSchema),
  402: ErrorAnswerSchema,
  ...MEETING_REFUSALS,
} as const;

/** A meeting's life after booking: the lists, its detail, the changes either side makes, more time. */
export const meetingApi = {
  list: defineRoute({
    method: 'GET',
    path: 'meets',
    query: MeetsQuerySchema,
    answers: { 200: pageOf(MeetingSchema), 422: ValidationAnswerSchema },
  }),
  one: defineRoute({
    method: 'GET',
    path: 'meets/:id',
    params: IdParamSchema,
    answers: { 200: meetingAnswer, ...NOT_FOUND_OR_INVALID },
  }),
  comments: defineRoute({
    method: 'PUT',
    path: 'booking/meets/:id/comments',
    params: IdParamSchema,
    body: MeetCommentsSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: 'meets/:id/cancel',
    params: IdParamSchema,
    body: MeetCancelSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  finish: defineRoute({
    method: 'PUT',
    path: 'booking/meets/:id/finish',
    params: IdParamSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  rescheduleAvailability: defineRoute({
    method: 'GET',
    path: 'meets/:id/reschedule/availability',
    params: IdParamSchema,
    query: MeetRescheduleAvailabilityQuerySchema,
    answers: { 200: envelopeOf(v.array(TimeSlotSchema)), ...MEETING_REFUSALS },
  }),
  rescheduleDays: defineRoute({
    method: 'GET',
    path: 'meets/:id/reschedule/days',
    params: IdParamSchema,
    query: MeetRescheduleDaysQuerySchema,
    answers: { 200: envelopeOf(BookingDaysSchema), ...MEETING_REFUSALS },
  }),
  reschedule: defineRoute({
    method: 'POST',
    path: 'meets/:id/reschedule',
    params: IdParamSchema,
    body: MeetRescheduleSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  askForMoreTime: defineRoute({
    method: 'POST',
    path: 'booking/meets/:id/extend',
    params: IdParamSchema,
    body: MeetExtendRequestSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  answerMoreTime: defineRoute({
    method: 'PUT',
    path: 'booking/meets/:id/extend',
    params: IdParamSchema,
    body: MeetExtendAnswerSchema,
    answers: { 200: meetingAnswer, ...MEETING_REFUSALS },
  }),
  extensionPreview: defineRoute({
    method: 'GET',
    path: 'booking/meets/:id/preview',
    params: IdParamSchema,
    query: MeetExtensionPreviewQuerySchema,
    answers: { 200: envelopeOf(MeetExtensionPreviewSchema), ...MEETING_REFUSALS },
  }),
  payExtension: defineRoute({
    method: 'POST',
    path: 'booking/meets/:id/payment',
    params: IdParamSchema,
    body: MeetExtensionPaymentSchema,
    answers: EXTENSION_PAYMENT_OUTCOMES,
  }),
  extensionAuthenticated: defineRoute({
    method: 'POST',
    path: 'booking/meets/:id/payment/authentication',
    params: IdParamSchema,
    answers: EXTENSION_PAYMENT_OUTCOMES,
  }),
  giveUpExtensionAuthentication: defineRoute({
    method: 'DELETE',
    path: 'booking/meets/:id/payment/authentication',
    params: IdParamSchema,
    answers: EXTENSION_PAYMENT_OUTCOMES,
  }),
};
