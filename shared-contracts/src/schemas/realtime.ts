import * as v from 'valibot';
import { m } from './messages.ts';

/** Notifications per page of GET /notifications unless `per_page` says otherwise. */
export const NOTIFICATIONS_PER_PAGE = { default: 20, max: 100 } as const;

const intFromQuery = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, m('invalidNumber')), v.transform(Number))],
      m('invalidNumber'),
    ),
    v.integer(m('invalidNumber')),
    v.minValue(min, m('invalidValue')),
    v.maxValue(max, m('invalidValue')),
  );

/** GET /notifications query: newest first, paged. */
export const NotificationsQuerySchema = v.object({
  page: v.optional(intFromQuery(1, 1_000_000), 1),
  per_page: v.optional(intFromQuery(1, NOTIFICATIONS_PER_PAGE.max), NOTIFICATIONS_PER_PAGE.default),
});
export type NotificationsQuery = v.InferOutput<typeof NotificationsQuerySchema>;
