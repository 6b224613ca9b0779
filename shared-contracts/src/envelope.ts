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

/** 422: one list of messages per field. */
export interface ValidationErrorBody {
  message: string;
  data: Record<string, string[]>;
}

/** Any other error. */
export interface ErrorBody {
  message: string;
  error: { message: string; code?: string };
}
