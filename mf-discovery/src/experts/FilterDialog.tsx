import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { type ExpertSort, RATING_FILTERS, type RatingFilter, readSort } from '../search/expertQuery.ts';
import { ANY_RATING, FilterChoiceFields } from './FilterChoiceFields.tsx';

interface ExpertFilters {
  rating?: RatingFilter;
  sort: ExpertSort;
}

interface FilterDialogProps {
  opened: boolean;
  value: ExpertFilters;
  onClose(): void;
  onApply(filters: ExpertFilters): void;
}

/** Mantine's Modal traps focus, closes on Escape and returns focus to the button that opened it. */
export function FilterDialog({ opened, value, onClose, onApply }: FilterDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Filters`} size={500} centered>
      {/* The form mounts on open, so it starts from the filters in the URL each time. */}
      <FilterForm value={value} onApply={onApply} />
    </Modal>
  );
}

function FilterForm({ value, onApply }: Pick<FilterDialogProps, 'value' | 'onApply'>) {
  const [rating, setRating] = useState<string>(value.rating ? String(value.rating) : ANY_RATING);
  const [sort, setSort] = useState<ExpertSort>(value.sort);

  const apply = () => {
    const chosen = RATING_FILTERS.find((stars) => String(stars) === rating);
    onApply(chosen ? { rating: chosen, sort } : { sort });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="lg">
        <FilterChoiceFields
          rating={{ value: rating, onChange: setRating }}
          sort={{ value: sort, onChange: (next) => setSort(readSort(next)) }}
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              setRating(ANY_RATING);
              setSort('created_at');
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
          <Button type="submit">
            <Trans>Apply</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
