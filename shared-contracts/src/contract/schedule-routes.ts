import * as v from 'valibot';
import { SchedulesSaveSchema, WEEKDAYS } from '../schemas/booking.ts';
import { envelopeOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** One saved range of a schedule day (wall times HH:mm in the expert's zone). */
const ScheduleItemAnswerSchema = v.strictObject({
  id: v.number(),
  start_time: v.string(),
  end_time: v.string(),
});

/**
 * A day of the expert's week (always seven, monday first). `id` is the weekday number (0 = monday
 * … 6 = sunday); a day without items is inactive.
 */
export const ScheduleDaySchema = v.strictObject({
  id: v.number(),
  weekday: v.picklist(WEEKDAYS),
  active: v.boolean(),
  items: v.array(ScheduleItemAnswerSchema),
});

/** The expert's weekly schedule. */
export const scheduleApi = {
  week: defineRoute({
    method: 'GET',
    path: 'experts/profile/schedules',
    answers: { 200: envelopeOf(v.array(ScheduleDaySchema)) },
  }),
  saveWeek: defineRoute({
    method: 'PUT',
    path: 'experts/profile/schedules',
    body: SchedulesSaveSchema,
    answers: { 200: envelopeOf(v.array(ScheduleDaySchema)), 422: ValidationAnswerSchema },
  }),
};
