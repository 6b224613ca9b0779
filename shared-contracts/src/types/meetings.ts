import type * as v from 'valibot';
import type {
  BookingDaysSchema,
  BookingQuoteSchema,
  SlotHoldAnswerSchema,
  TimeSlotSchema,
} from '../contract/booking-answers.ts';
import type {
  BookedMeetingSchema,
  ExtensionStatusSchema,
  MeetExtensionPreviewSchema,
  MeetingChangesSchema,
  MeetingSchema,
  MeetingSideSchema,
} from '../contract/meeting-answers.ts';
import type { meetingApi } from '../contract/meeting-routes.ts';
import type { RouteAnswer } from '../contract/route.ts';
import type { BookingAuthenticationRequired } from './booking.ts';

// The answers' schemas (contract/booking-answers.ts, contract/meeting-answers.ts) say what each
// field holds.
export type MeetingSide = v.InferOutput<typeof MeetingSideSchema>;
export type MeetingChanges = v.InferOutput<typeof MeetingChangesSchema>;
export type ExtensionStatus = v.InferOutput<typeof ExtensionStatusSchema>;
export type TimeSlot = v.InferOutput<typeof TimeSlotSchema>;
export type BookingDays = v.InferOutput<typeof BookingDaysSchema>;
export type SlotHold = v.InferOutput<typeof SlotHoldAnswerSchema>;
export type Meeting = v.InferOutput<typeof MeetingSchema>;
export type BookedMeeting = v.InferOutput<typeof BookedMeetingSchema>;
export type BookingQuote = v.InferOutput<typeof BookingQuoteSchema>;
export type MeetExtensionPreview = v.InferOutput<typeof MeetExtensionPreviewSchema>;

/** 202 of an extension's payment when the card's bank asks the customer to confirm it. */
export type ExtensionAuthenticationRequired = BookingAuthenticationRequired;

/** GET /meets: one page of the caller's meetings. */
export type MeetingPage = RouteAnswer<typeof meetingApi.list>;
