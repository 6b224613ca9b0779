import type { PaginationMeta } from 'shared-contracts';

export const envelope = <T>(data: T, message?: string) => (message ? { data, message } : { data });

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
