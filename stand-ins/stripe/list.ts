import { invalidRequest } from './errors.ts';
import type { Params } from './params.ts';
import type { StripeObject } from './state.ts';

/** A Stripe list page, newest first, with `limit`, `starting_after` and `ending_before`. */
export function listPage(items: StripeObject[], params: Params, url: string) {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  const newestFirst = [...items].reverse();
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let start = 0;
  let end = newestFirst.length;
  if (after) start = newestFirst.findIndex((item) => item.id === after) + 1;
  if (before)
    end = Math.max(
      0,
      newestFirst.findIndex((item) => item.id === before),
    );
  const window = before
    ? newestFirst.slice(Math.max(start, end - limit), end)
    : newestFirst.slice(start, start + limit);
  const hasMore = before ? end - limit > start : start + limit < end;
  return { object: 'list', data: window, has_more: hasMore, url };
}
