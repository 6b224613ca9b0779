import type { Locale } from 'shared-contracts';
import type { ExpertQuery } from '../search/expertQuery.ts';

/** SWR keys. Answers carry translated names, so every key holds the locale. */
export const swrKeys = {
  categories: (locale: Locale) => ['discovery/categories', locale] as const,
  experts: (locale: Locale, query: ExpertQuery) =>
    [
      'discovery/experts',
      locale,
      query.c,
      query.sc,
      query.s,
      query.rating,
      query.sort,
      query.page,
      query.favourites ?? false,
    ] as const,
  expert: (locale: Locale, id: number) => ['discovery/expert', locale, id] as const,
  feedbackStats: (id: number) => ['discovery/feedback-stats', id] as const,
  feedbacks: (id: number, page: number, perPage: number) =>
    ['discovery/feedbacks', id, page, perPage] as const,
};
