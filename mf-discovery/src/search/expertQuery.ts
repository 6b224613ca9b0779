import { readPageParam } from './pagination.ts';

/** The expert grid's state as it lives in the URL (?c, sc, s, rating, sort, page, fav). */
const EXPERT_SORTS = ['created_at', 'rating', 'price', 'role'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
export const RATING_FILTERS = [4, 3, 2] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export interface ExpertQuery {
  /** A category's slug. */
  c?: string;
  /** A subcategory's slug (its category's experts who offer it). */
  sc?: string;
  s?: string;
  rating?: RatingFilter;
  sort: ExpertSort;
  page: number;
  /** The favourites view (customer area): only the customer's favourite experts. */
  favourites?: true;
}

const EXPERTS_PER_PAGE = 30;
const TEXT_MAX = 120;

/** Reads the URL; anything malformed falls back to the default instead of reaching the api. */
export function readExpertQuery(params: URLSearchParams): ExpertQuery {
  const query: ExpertQuery = { sort: readSort(params.get('sort')), page: readPageParam(params.get('page')) };
  const category = cleanText(params.get('c'));
  if (category) query.c = category;
  const subcategory = cleanText(params.get('sc'));
  if (subcategory) query.sc = subcategory;
  const text = cleanText(params.get('s'));
  if (text) query.s = text;
  const rating = Number(params.get('rating'));
  if ((RATING_FILTERS as readonly number[]).includes(rating)) query.rating = rating as RatingFilter;
  if (params.get('fav') === '1') query.favourites = true;
  return query;
}

/** The URL for a query; defaults are left out so links stay short. */
export function writeExpertQuery(query: ExpertQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.c) params.set('c', query.c);
  if (query.sc) params.set('sc', query.sc);
  if (query.s) params.set('s', query.s);
  if (query.rating) params.set('rating', String(query.rating));
  if (query.sort !== 'created_at') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.favourites) params.set('fav', '1');
  return params;
}

/** The grid for a query on the page it is on, as a React Router `to` (links and navigation). */
export function searchOf(query: ExpertQuery): { search: string } {
  return { search: writeExpertQuery(query).toString() };
}

/** Query string sent to GET /experts. */
export function toApiQuery(query: ExpertQuery) {
  return {
    c: query.c,
    sc: query.sc,
    s: query.s,
    rating: query.rating,
    sort: query.sort,
    page: query.page,
    per_page: EXPERTS_PER_PAGE,
    favorites: query.favourites ? ('1' as const) : undefined,
  };
}

export function readSort(value: string | null): ExpertSort {
  return EXPERT_SORTS.find((sort) => sort === value) ?? 'created_at';
}

function cleanText(value: string | null): string | undefined {
  const text = value?.trim().slice(0, TEXT_MAX);
  return text || undefined;
}
