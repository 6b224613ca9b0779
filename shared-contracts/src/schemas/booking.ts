import * as v from 'valibot';
import { rowId, timezone } from './fields.ts';
import { m } from './messages.ts';

/** Weekdays as the schedule sends them; stored as 0 = monday … 6 = sunday. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 24-hour wall time 00:00–23:59 (seconds `:00` accepted and dropped). */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;

const wallTime = v.pipe(
  v.string(m('scheduleInvalidTime')),
  v.trim(),
  v.regex(TIME, m('scheduleInvalidTime')),
  v.transform((value) => value.slice(0, 5)),
);

const ScheduleItemSchema = v.pipe(
  v.object({
    weekday: v.pipe(
      v.string(m('scheduleInvalidWeekday')),
      v.trim(),
      v.toLowerCase(),
      v.picklist(WEEKDAYS, m('scheduleInvalidWeekday')),
    ),
    start_time: wallTime,
    end_time: wallTime,
  }),
  v.forward(
    v.check((item) => item.start_time < item.end_time, m('scheduleEndBeforeStart')),
    ['end_time'],
  ),
);

type ScheduleItemInput = v.InferOutput<typeof ScheduleItemSchema>;

/** Index of an item overlapping an earlier item of the same weekday, for each such item. */
function overlapping(items: ScheduleItemInput[]): number[] {
  const found: number[] = [];
  items.forEach((item, index) => {
    const clash = items.some(
      (other, at) =>
        at < index &&
        other.weekday === item.weekday &&
        other.start_time < item.end_time &&
        item.start_time < other.end_time,
    );
    if (clash) found.push(index);
  });
  return found;
}

/**
 * PUT /experts/profile/schedules: the whole week, replacing the saved one. The body is the list
 * itself or `{ schedules: [...] }`. Saved only if it holds at least one item.
 *
 * Field errors name the failing item as `schedules.<index>.<field>` — `<index>` is the item's
 * 0-based position in the list as sent (whichever body form was used), `<field>` one of weekday,
 * start_time, end_time; an overlap is reported on the later item's `start_time`; an empty list on
 * `schedules`.
 */
export const SchedulesSaveSchema = v.pipe(
  v.unknown(),
  v.transform((input) => (Array.isArray(input) ? { schedules: input } : input)),
  v.object({
    schedules: v.pipe(
      v.optional(v.array(ScheduleItemSchema, m('scheduleEmpty')), []),
      v.minLength(1, m('scheduleEmpty')),
      v.maxLength(7 * 48, m('invalidValue')),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        for (const index of overlapping(dataset.value)) {
          const item = dataset.value[index];
          if (!item) continue;
          addIssue({
            message: m('scheduleOverlap'),
            path: [
              { type: 'array', origin: 'value', input: dataset.value, key: index, value: item },
              { type: 'object', origin: 'value', input: item, key: 'start_time', value: item.start_time },
            ],
          });
        }
      }),
    ),
  }),
);

/** Accepts yyyy-MM-d and yyyy-MM-dd (the spec sends the former); a real calendar date; answers yyyy-MM-dd. */
export const bookingDate = v.pipe(
  v.string(m('bookingInvalidDate')),
  v.trim(),
  v.regex(/^\d{4}-\d{1,2}-\d{1,2}$/, m('bookingInvalidDate')),
  v.transform((value) => {
    const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }),
  v.check((value) => {
    const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 2000 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }, m('bookingInvalidDate')),
);

/** The rate as the client sends it: its lowercased name, or its slug. */
const bookingRate = v.pipe(
  v.string(m('bookingSelectRate')),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(m('bookingSelectRate')),
  v.maxLength(40, m('bookingSelectRate')),
);

/** The chosen hour: `HH:mm`, or a slot's `yyyy-MM-dd HH:mm` (its date must be the booking date). */
export const bookingStartTime = v.pipe(
  v.string(m('bookingSelectHour')),
  v.trim(),
  v.nonEmpty(m('bookingSelectHour')),
  v.regex(/^(\d{4}-\d{2}-\d{2}[ T])?([01]\d|2[0-3]):[0-5]\d$/, m('bookingSelectHour')),
);

const ignoredText = v.optional(v.pipe(v.string(m('invalidValue')), v.maxLength(40, m('invalidValue'))));

export const BookingParamsSchema = v.object({ id: rowId });

/**
 * GET /booking/{id}/availability. `date` is the expert's local date (a day of the expert's
 * weekly schedule in the expert's time zone); the slots also carry the customer's times. With
 * `timezone` (an IANA zone), `date` is a day of that zone: the slots starting on it there,
 * converted to it.
 */
export const AvailabilityQuerySchema = v.object({
  date: bookingDate,
  rate: bookingRate,
  timezone: v.optional(timezone),
});

/** A month `yyyy-MM` (2000 or later). */
export const bookingMonth = v.pipe(
  v.string(m('bookingInvalidMonth')),
  v.trim(),
  v.regex(/^(\d{4})-(0[1-9]|1[0-2])$/, m('bookingInvalidMonth')),
  v.check((value) => Number(value.slice(0, 4)) >= 2000, m('bookingInvalidMonth')),
);

/**
 * GET /booking/{id}/days: the expert-local dates of `month` with at least one free slot of the
 * rate for this customer, and the first such date from today on (`next_available`).
 */
export const BookingDaysQuerySchema = v.object({
  month: bookingMonth,
  rate: bookingRate,
  timezone: v.optional(timezone),
});

const quoteEntries = {
  date: bookingDate,
  rate: bookingRate,
  start_time: bookingStartTime,
  /** Accepted and ignored: the end follows from the start and the rate. */
  end_time: ignoredText,
  start_time_converted: ignoredText,
  end_time_converted: ignoredText,
};

/**
 * GET /booking/{id}/preview: the quote of one available slot (`date` and `start_time` the expert's,
 * as the hold and the booking take them). With `timezone`, its `*_converted` are in that zone.
 */
export const BookingPreviewQuerySchema = v.object({ ...quoteEntries, timezone: v.optional(timezone) });

/** POST /booking/{id}/hold: the slot the customer is about to pay (the booking's fields without the card). */
export const SlotHoldSchema = v.object(quoteEntries);
export type SlotHoldInput = v.InferOutput<typeof SlotHoldSchema>;

/** POST /booking/{id} (with an `Idempotency-Key` header): the preview's fields and a saved card. */
export const BookingCreateSchema = v.object({
  ...quoteEntries,
  payment_method_id: v.pipe(
    v.string(m('bookingSelectCard')),
    v.trim(),
    v.nonEmpty(m('bookingSelectCard')),
    v.regex(/^pm_[A-Za-z0-9_]{1,100}$/, m('bookingSelectCard')),
  ),
});
export type BookingCreateInput = v.InferOutput<typeof BookingCreateSchema>;
