import type { PaginationMeta } from './entities.ts';

/** Every api body: `{ data, meta?, message? }` (ARCHITECTURE §4). */
export interface Envelope<T> {
  data: T;
  meta?: PaginationMeta;
  message?: string;
}

export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
  message?: string;
}
