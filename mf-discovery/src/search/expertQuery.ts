/** The expert grid's state as it lives in the URL (?c, s, rating, sort, page). */
export type ExpertSort = 'created_at' | 'role';
export const RATING_FILTERS = [4, 3, 2] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export interface ExpertQuery {
  c?: string;
  s?: string;
  rating?: RatingFilter;
  sort: ExpertSort;
  page: number;
}

export const EXPERTS_PER_PAGE = 30;
const TEXT_MAX = 120;

/** Reads the URL; anything malformed falls back to the default instead of reaching the api. */
export function readExpertQuery(params: URLSearchParams): ExpertQuery {
  const query: ExpertQuery = { sort: readSort(params.get('sort')), page: readPage(params.get('page')) };
  const category = cleanText(params.get('c'));
  if (category) query.c = category;
  const text = cleanText(params.get('s'));
  if (text) query.s = text;
  const rating = Number(params.get('rating'));
  if ((RATING_FILTERS as readonly number[]).includes(rating)) query.rating = rating as RatingFilter;
  return query;
}

/** The URL for a query; defaults are left out so links stay short. */
export function writeExpertQuery(query: ExpertQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.c) params.set('c', query.c);
  if (query.s) params.set('s', query.s);
  if (query.rating) params.set('rating', String(query.rating));
  if (query.sort !== 'created_at') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Query string sent to GET /experts. */
export function toApiQuery(query: ExpertQuery) {
  return {
    c: query.c,
    s: query.s,
    rating: query.rating,
    sort: query.sort,
    page: query.page,
    per_page: EXPERTS_PER_PAGE,
  };
}

function readSort(value: string | null): ExpertSort {
  return value === 'role' ? 'role' : 'created_at';
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function cleanText(value: string | null): string | undefined {
  const text = value?.trim().slice(0, TEXT_MAX);
  return text || undefined;
}
