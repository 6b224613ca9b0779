import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { SearchBox } from '../components/SearchBox.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useHydrated } from '../components/useHydrated.ts';
import { type ExpertQuery, writeExpertQuery } from '../search/expertQuery.ts';
import { FilterDialog } from './FilterDialog.tsx';
import { FilterPopover } from './FilterPopover.tsx';
import { filtersButtonLook } from './filtersButtonLook.tsx';

interface ExpertSearchBarProps {
  query: ExpertQuery;
  /** The box's text, which may differ from the query's until the user searches. */
  text: string;
  onTextChange(text: string): void;
  /** A new search with these changes and the box's text. */
  onSearch(changes?: Partial<ExpertQuery>): void;
}

/**
 * The search box and the filters, one GET form: without JavaScript the Filters button opens a
 * dialog of the form's own (FilterPopover); once JavaScript runs, it opens the filter dialog.
 */
export function ExpertSearchBar({ query, text, onTextChange, onSearch }: ExpertSearchBarProps) {
  const { t } = useLingui();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hydrated = useHydrated();
  const activeFilters = (query.rating ? 1 : 0) + (query.sort !== 'created_at' ? 1 : 0);
  // What the form keeps besides its fields: without JavaScript the rating and sort are fields of
  // its dialog, so the form sends what that dialog shows.
  const kept: ExpertQuery = hydrated
    ? { ...query, s: undefined, page: 1 }
    : { ...query, s: undefined, rating: undefined, sort: 'created_at', page: 1 };
  return (
    <>
      <SearchForm keep={writeExpertQuery(kept)} onSubmit={() => onSearch()}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <Box flex={1} miw={0}>
            <SearchBox
              name="s"
              value={text}
              onChange={onTextChange}
              label={t`Search experts`}
              placeholder={t`Search by name, role or topic`}
            />
          </Box>
          {hydrated ? (
            <Button
              type="button"
              {...filtersButtonLook(activeFilters)}
              onClick={() => setFiltersOpen(true)}
              aria-haspopup="dialog"
            >
              <Trans>Filters</Trans>
            </Button>
          ) : (
            <FilterPopover query={query} activeFilters={activeFilters} />
          )}
        </Group>
      </SearchForm>
      <FilterDialog
        opened={filtersOpen}
        value={{ rating: query.rating, sort: query.sort }}
        onClose={() => setFiltersOpen(false)}
        onApply={(filters) => {
          setFiltersOpen(false);
          onSearch({ rating: filters.rating, sort: filters.sort });
        }}
      />
    </>
  );
}
