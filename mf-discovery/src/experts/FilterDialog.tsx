import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { type ExpertSort, RATING_FILTERS, type RatingFilter, readSort } from '../search/expertQuery.ts';
import { useFilterChoices } from './useFilterChoices.ts';

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

const ANY = 'any';

function FilterForm({ value, onApply }: Pick<FilterDialogProps, 'value' | 'onApply'>) {
  const { t } = useLingui();
  const [rating, setRating] = useState<string>(value.rating ? String(value.rating) : ANY);
  const [sort, setSort] = useState<ExpertSort>(value.sort);
  const { ratings, sorts } = useFilterChoices();

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
        <Radio.Group label={t`Rating`} value={rating} onChange={setRating}>
          <Stack gap="xs" mt="xs">
            {ratings.map(({ value, label }) => (
              <Radio key={label} value={value ? String(value) : ANY} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label={t`Sort by`} value={sort} onChange={(next) => setSort(readSort(next))}>
          <Stack gap="xs" mt="xs">
            {sorts.map(({ value, label }) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              setRating(ANY);
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
