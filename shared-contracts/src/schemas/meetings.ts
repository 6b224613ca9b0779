import * as v from 'valibot';
import { RATE_SLUGS } from '../entities.ts';
import { bookingDate, bookingMonth, bookingStartTime } from './booking.ts';
import { LIMITS, queryInt, requiredText, timezone } from './fields.ts';
import { m } from './messages.ts';

/** A meeting's status as every list and page shows it (spec §3). */
export const MEETING_STATUSES = ['booked', 'start soon', 'finished', 'cancelled', 'no-show'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Meeting lists: 500 for whole lists, 15 for paged ones (spec). */
const MEETS_PER_PAGE = { default: 15, max: 500 } as const;

/** true/false, 1/0 as JSON or query text. */
const booleanFromQuery = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['true', 'false', '1', '0'])], m('invalidBoolean')),
  v.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
);

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** yyyy-MM-dd (a calendar day in the caller's zone). */
const meetDate = v.pipe(
  v.string(m('invalidMeetDate')),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, m('invalidMeetDate')),
  v.check(isCalendarDate, m('invalidMeetDate')),
);

/** A comma list of statuses (`booked,start soon`). */
const statusList = v.pipe(
  v.string(m('invalidMeetStatus')),
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== ''),
  ),
  v.check(
    (list) => list.length > 0 && list.every((part) => (MEETING_STATUSES as readonly string[]).includes(part)),
    m('invalidMeetStatus'),
  ),
  v.transform((list) => [...new Set(list)] as MeetingStatus[]),
);

/** A rate slug (express, short, large); names are accepted lowercased as the clients send them. */
const meetRateSlug = v.pipe(
  v.string(m('fieldRequired')),
  v.trim(),
  v.nonEmpty(m('fieldRequired')),
  v.toLowerCase(),
  v.picklist(RATE_SLUGS as string[], m('invalidRate')),
);

/** GET /meets query. */
export const MeetsQuerySchema = v.pipe(
  v.object({
    is_expert: v.optional(booleanFromQuery, false),
    per_page: v.optional(queryInt(1, MEETS_PER_PAGE.max), MEETS_PER_PAGE.default),
    page: v.optional(queryInt(1, 1_000_000), 1),
    order_by: v.optional(v.picklist(['start_time', 'created_at'], m('invalidValue')), 'start_time'),
    order: v.optional(v.picklist(['asc', 'desc'], m('invalidValue'))),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, m('maxChars', { max: 120 })))),
    status: v.optional(statusList),
    date: v.optional(meetDate),
    start_date: v.optional(meetDate),
    end_date: v.optional(meetDate),
  }),
  v.forward(
    v.check(
      (query) => !query.start_date || !query.end_date || query.start_date <= query.end_date,
      m('endBeforeStart'),
    ),
    ['end_date'],
  ),
);
export type MeetsQuery = v.InferOutput<typeof MeetsQuerySchema>;

/** PUT /booking/meets/{id}/comments. */
export const MeetCommentsSchema = v.object({ comments: requiredText(LIMITS.comment) });
export type MeetCommentsInput = v.InferInput<typeof MeetCommentsSchema>;

/** POST /meets/{id}/cancel: an optional word to the other side (≤ 250 characters). */
export const MeetCancelSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.comment, m('maxChars', { max: LIMITS.comment }))),
  ),
});

/**
 * POST /meets/{id}/reschedule: the new hour, as the booking takes it (`date` the expert's local
 * date, `start_time` `HH:mm` or `yyyy-MM-dd HH:mm` in the expert's zone); the rate stays.
 */
export const MeetRescheduleSchema = v.object({ date: bookingDate, start_time: bookingStartTime });
export type MeetRescheduleInput = v.InferInput<typeof MeetRescheduleSchema>;

/** GET /meets/{id}/reschedule/availability: the free hours of a date for moving this meeting. */
export const MeetRescheduleAvailabilityQuerySchema = v.object({
  date: bookingDate,
  timezone: v.optional(timezone),
});

/** GET /meets/{id}/reschedule/days: the dates of a month with a free hour for moving this meeting. */
export const MeetRescheduleDaysQuerySchema = v.object({
  month: bookingMonth,
  timezone: v.optional(timezone),
});

/** POST /booking/meets/{id}/extend: the rate the customer has in mind, if chosen already. */
export const MeetExtendRequestSchema = v.object({ rate: v.optional(meetRateSlug) });

/** PUT /booking/meets/{id}/extend: the expert's answer. */
export const MeetExtendAnswerSchema = v.object({
  confirm: v.pipe(
    v.union([v.picklist([0, 1]), v.picklist(['0', '1']), v.boolean()], (issue) =>
      issue.input === undefined || issue.input === null
        ? m('fieldRequired')(issue)
        : m('invalidConfirm')(issue),
    ),
    v.transform((value) => value === 1 || value === '1' || value === true),
  ),
});

/** GET /booking/meets/{id}/preview. */
export const MeetExtensionPreviewQuerySchema = v.object({ rate: meetRateSlug });

/** POST /booking/meets/{id}/payment. */
export const MeetExtensionPaymentSchema = v.object({
  payment_method_id: v.pipe(
    v.string(m('fieldRequired')),
    v.trim(),
    v.nonEmpty(m('fieldRequired')),
    v.regex(/^pm_[A-Za-z0-9_]{1,100}$/, m('invalidPaymentMethod')),
  ),
  rate: meetRateSlug,
});
