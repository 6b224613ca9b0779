import { useLingui } from '@lingui/react/macro';
import { type ExpertSort, RATING_FILTERS, type RatingFilter } from '../search/expertQuery.ts';

export interface FilterChoice<T> {
  value: T;
  label: string;
}

/** The rating and sort choices of the grid, labelled: the dialog's radios and the filter links. */
export function useFilterChoices(): {
  ratings: FilterChoice<RatingFilter | undefined>[];
  sorts: FilterChoice<ExpertSort>[];
} {
  const { t } = useLingui();
  return {
    ratings: [
      { value: undefined, label: t`Any rating` },
      ...RATING_FILTERS.map((stars) => ({ value: stars, label: t`${stars} stars and up` })),
    ],
    sorts: [
      { value: 'created_at', label: t`Recommended` },
      { value: 'rating', label: t`Best rated` },
      { value: 'price', label: t`Lowest price` },
      { value: 'role', label: t`Role` },
    ],
  };
}
