import * as v from 'valibot';
import { IdParamSchema } from '../schemas/discovery.ts';
import { requiredText } from '../schemas/fields.ts';
import { m } from '../schemas/messages.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  NOT_FOUND_OR_INVALID,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** Why the last sync of an account failed. */
export const CALENDAR_FAILURES = ['auth', 'unreachable', 'missing', 'server'] as const;
export type CalendarFailure = (typeof CALENDAR_FAILURES)[number];

const CalendarAnswerSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  color: v.nullable(v.string()),
  /** Its events take hours out of the expert's slots. */
  blocks_busy: v.boolean(),
  /** Confirmed meetings are written to it (one calendar of the expert at most). */
  receives_bookings: v.boolean(),
  /** The server no longer has it; its last busy times still apply until it is removed. */
  missing: v.boolean(),
});

/** A connected CalDAV account; its password is never answered. */
const CalendarAccountAnswerSchema = v.strictObject({
  id: v.number(),
  server_url: v.string(),
  username: v.string(),
  /** ISO 8601; null: not synced yet. */
  last_synced_at: v.nullable(v.string()),
  last_error: v.nullable(v.picklist(CALENDAR_FAILURES)),
  last_error_at: v.nullable(v.string()),
  calendars: v.array(CalendarAnswerSchema),
});

export const CalendarAccountsSchema = v.strictObject({ accounts: v.array(CalendarAccountAnswerSchema) });
export type CalendarAccounts = v.InferOutput<typeof CalendarAccountsSchema>;

/** POST: an account to connect (the calendars are discovered by the api). */
export const CalendarConnectSchema = v.strictObject({
  server_url: v.pipe(requiredText(500), v.url(m('calendarServerUrlInvalid'))),
  username: requiredText(200),
  password: v.pipe(
    v.string(m('fieldRequired')),
    v.nonEmpty(m('fieldRequired')),
    v.maxLength(500, m('maxChars', { max: 500 })),
  ),
});
export type CalendarConnectInput = v.InferInput<typeof CalendarConnectSchema>;

/** PUT: what one calendar is used for. */
export const CalendarUseSchema = v.strictObject({
  blocks_busy: v.boolean(),
  receives_bookings: v.boolean(),
});

const accountsAnswer = envelopeOf(CalendarAccountsSchema);

/** The signed-in expert's calendar accounts (issue 35). */
export const calendarApi = {
  list: defineRoute({
    method: 'GET',
    path: 'experts/calendars',
    answers: { 200: accountsAnswer },
  }),
  connect: defineRoute({
    method: 'POST',
    path: 'experts/calendars/accounts',
    body: CalendarConnectSchema,
    answers: { 201: accountsAnswer, 422: ValidationAnswerSchema, 429: ErrorAnswerSchema },
  }),
  use: defineRoute({
    method: 'PUT',
    path: 'experts/calendars/:id',
    params: IdParamSchema,
    body: CalendarUseSchema,
    answers: { 200: accountsAnswer, ...NOT_FOUND_OR_INVALID },
  }),
  sync: defineRoute({
    method: 'POST',
    path: 'experts/calendars/accounts/:id/sync',
    params: IdParamSchema,
    answers: { 200: accountsAnswer, ...NOT_FOUND_OR_INVALID },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'experts/calendars/accounts/:id',
    params: IdParamSchema,
    answers: { 200: accountsAnswer, ...NOT_FOUND_OR_INVALID },
  }),
};
