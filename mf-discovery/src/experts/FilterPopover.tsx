import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CloseButton, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type ExpertQuery, searchOf } from '../search/expertQuery.ts';
import { ANY_RATING, FilterChoiceFields } from './FilterChoiceFields.tsx';
import classes from './FilterPopover.module.css';
import { filtersButtonLook } from './filtersButtonLook.tsx';

/** One grid per page: the dialog's id, which its buttons name. */
const DIALOG_ID = 'expert-filters';
const TITLE_ID = 'expert-filters-title';

interface FilterPopoverProps {
  query: ExpertQuery;
  activeFilters: number;
}

/**
 * The filters without JavaScript (the server's HTML, which an islands page never hydrates): the
 * Filters button opens a dialog by itself (the `popover` attribute; Escape and a click outside close
 * it) onto the rating and sort choices as fields of the search form it sits in, so Apply searches
 * with the box's text and the choices, as the dialog of the page with JavaScript does.
 */
export function FilterPopover({ query, activeFilters }: FilterPopoverProps) {
  const { t } = useLingui();
  return (
    <>
      <Button type="button" popoverTarget={DIALOG_ID} {...filtersButtonLook(activeFilters)}>
        <Trans>Filters</Trans>
      </Button>
      <dialog id={DIALOG_ID} popover="auto" aria-labelledby={TITLE_ID} className={classes.dialog}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" id={TITLE_ID}>
              <Trans>Filters</Trans>
            </Title>
            <CloseButton
              type="button"
              popoverTarget={DIALOG_ID}
              popoverTargetAction="hide"
              aria-label={t`Close`}
            />
          </Group>
          <FilterChoiceFields
            rating={{ name: 'rating', defaultValue: query.rating ? String(query.rating) : ANY_RATING }}
            sort={{ name: 'sort', defaultValue: query.sort }}
          />
          <Group justify="space-between">
            <Anchor
              component={Link}
              to={searchOf({ ...query, rating: undefined, sort: 'created_at', page: 1 })}
              size="sm"
            >
              <Trans>Clear filters</Trans>
            </Anchor>
            <Button type="submit">
              <Trans>Apply</Trans>
            </Button>
          </Group>
        </Stack>
      </dialog>
    </>
  );
}
