import * as v from 'valibot';
import { MEETING_STATUSES } from '../schemas/meetings.ts';
import { PersonAnswerSchema } from './answer-shapes.ts';
import { MeetingRateSchema, MeetQuoteSchema, TimeSlotSchema } from './booking-answers.ts';
import { RateSlugSchema } from './catalog-answers.ts';

/** A side of a meeting. */
export const MeetingSideSchema = v.picklist(['customer', 'expert']);

/** Who cancelled a meeting, when (ISO), and what the customer got back for it (dollars). */
const MeetingCancellationSchema = v.strictObject({
  by: MeetingSideSchema,
  at: v.string(),
  refund: v.number(),
});

/**
 * What the viewer may still change on the meeting. `cancel`: null when they can no longer cancel,
 * else the refund (dollars) the customer gets if the viewer cancels now (the customer in full with
 * 24 h notice and nothing later; the expert always in full). `reschedule`: null when it can no
 * longer be moved (moved once already, or under 24 h to the start), else until when.
 */
export const MeetingChangesSchema = v.strictObject({
  cancel: v.nullable(v.strictObject({ refund: v.number() })),
  reschedule: v.nullable(v.strictObject({ until: v.string() })),
  reschedules_left: v.number(),
});

/** Extension steps shown on a meeting; an answer clears them (null). */
export const ExtensionStatusSchema = v.picklist([
  'CanRequestMeetExtension',
  'CustomerRequestedTimeExtension',
  'AcceptedMeetingExtension',
]);

/**
 * When a meeting is and where it stands, as every projection of it shows it (the api's
 * `meetingTimes`): wall times in the caller's zone, instants, status.
 */
export const MeetingTimesSchema = v.strictObject({
  id: v.number(),
  /** yyyy-MM-dd in the caller's zone. */
  date: v.string(),
  /** HH:mm in the caller's zone. */
  start_time: v.string(),
  end_time: v.string(),
  /** ISO instants. */
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.picklist(MEETING_STATUSES),
});

/**
 * A meeting as one of its sides sees it. Status as the spec shows it, derived from the times (an
 * extension moves the end), plus 'cancelled' (by either side) and 'no-show' (see `no_show`).
 */
export const MeetingSchema = v.strictObject({
  ...MeetingTimesSchema.entries,
  extension_status: v.nullable(ExtensionStatusSchema),
  room_id: v.nullable(v.string()),
  /** The caller's own LiveKit token (detail only; null in lists). */
  access_token: v.nullable(v.string()),
  rate: MeetingRateSchema,
  customer: PersonAnswerSchema,
  expert: v.strictObject({
    ...PersonAnswerSchema.entries,
    role: v.string(),
    rating: v.number(),
    is_favorite: v.boolean(),
  }),
  comments: v.nullable(v.string()),
  booking: v.strictObject({ price: v.number(), fee: v.number(), total: v.number() }),
  expert_feedback: v.nullable(
    v.strictObject({ rating: v.number(), comment: v.string(), other_comment: v.nullable(v.string()) }),
  ),
  customer_feedback: v.nullable(v.strictObject({ rating: v.number(), comment: v.string() })),
  created_at: v.string(),
  cancellation: v.nullable(MeetingCancellationSchema),
  /** The side that never joined the room (status 'no-show'); 'expert' refunds the customer in full. */
  no_show: v.nullable(MeetingSideSchema),
  /** Dollars given back to the customer (cancellation or the expert's no-show). */
  refunded: v.number(),
  changes: MeetingChangesSchema,
});

/** 201 of a booking: the meeting, what was paid, and the slot as the booking's times name it. */
export const BookedMeetingSchema = v.strictObject({
  ...MeetingSchema.entries,
  meet: MeetQuoteSchema,
  slot: TimeSlotSchema,
});

/** GET /booking/meets/{id}/preview: the extension's rate, the expert, and what it costs (dollars). */
export const MeetExtensionPreviewSchema = v.strictObject({
  rate: v.strictObject({ slug: RateSlugSchema, name: v.string(), duration: v.number() }),
  expert: v.strictObject({ ...PersonAnswerSchema.entries, role: v.string() }),
  meet: MeetQuoteSchema,
});
