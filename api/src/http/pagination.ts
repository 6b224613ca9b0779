import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PaginationMeta } from 'shared-contracts';

/** The one way a list is paged: `page` counts from 1, `perPage` rows a page. */
export function withPage<T extends PgSelect>(query: T, page: number, perPage: number): T {
  return query.limit(perPage).offset((page - 1) * perPage);
}

/** `{ data, meta }` for a page of a list. */
export function paginated<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, meta: paginationMeta(total, page, perPage, data.length) };
}

export function paginationMeta(total: number, page: number, perPage: number, count: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + count - 1,
  };
}
