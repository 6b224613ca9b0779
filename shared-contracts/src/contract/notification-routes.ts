import * as v from 'valibot';
import { NotificationsQuerySchema } from '../schemas/realtime.ts';
import { envelopeOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { NotificationsPageSchema } from './notification-answers.ts';
import { defineRoute } from './route.ts';

/** The signed-in user's notifications (the bell). */
export const notificationApi = {
  list: defineRoute({
    method: 'GET',
    path: 'notifications',
    query: NotificationsQuerySchema,
    answers: { 200: NotificationsPageSchema, 422: ValidationAnswerSchema },
  }),
  /** The bell opened: the listed ones are read (how many were marked). */
  read: defineRoute({
    method: 'PUT',
    path: 'notifications/read',
    answers: { 200: envelopeOf(v.strictObject({ read: v.number() })) },
  }),
  /** Clear: every notification of the user goes (how many). */
  clear: defineRoute({
    method: 'PUT',
    path: 'notifications/clear',
    answers: { 200: envelopeOf(v.strictObject({ cleared: v.number() })) },
  }),
};
