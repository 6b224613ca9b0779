import * as v from 'valibot';
import { queryInt } from './fields.ts';

/** Notifications per page of GET /notifications unless `per_page` says otherwise. */
export const NOTIFICATIONS_PER_PAGE = { default: 20, max: 100 } as const;

/** GET /notifications query: newest first, paged. */
export const NotificationsQuerySchema = v.object({
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, NOTIFICATIONS_PER_PAGE.max), NOTIFICATIONS_PER_PAGE.default),
});
