import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, List, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link, type To } from 'react-router-dom';
import { type ExpertQuery, searchOf } from '../search/expertQuery.ts';
import classes from './FilterLinks.module.css';
import { filtersButtonLook } from './filtersButtonLook.tsx';
import { useFilterChoices } from './useFilterChoices.ts';

interface FilterLinksProps {
  query: ExpertQuery;
  activeFilters: number;
}

/**
 * The filters without JavaScript (the server's HTML): a Filters button that opens by itself
 * (<details>) onto links to each rating and sort, the URLs the dialog's Apply goes to.
 */
export function FilterLinks({ query, activeFilters }: FilterLinksProps) {
  const { t } = useLingui();
  const { ratings, sorts } = useFilterChoices();
  const to = (changes: Partial<ExpertQuery>) => searchOf({ ...query, ...changes, page: 1 });
  return (
    <details className={classes.disclosure}>
      <Button component="summary" className={classes.summary} {...filtersButtonLook(activeFilters)}>
        <Trans>Filters</Trans>
      </Button>
      <Paper withBorder shadow="md" p="md" className={classes.panel}>
        <Stack gap="md">
          <ChoiceLinks
            label={t`Rating`}
            choices={ratings.map(({ value, label }) => ({
              label,
              to: to({ rating: value }),
              current: query.rating === value,
            }))}
          />
          <ChoiceLinks
            label={t`Sort by`}
            choices={sorts.map(({ value, label }) => ({
              label,
              to: to({ sort: value }),
              current: query.sort === value,
            }))}
          />
        </Stack>
      </Paper>
    </details>
  );
}

interface ChoiceLink {
  label: string;
  to: To;
  current: boolean;
}

function ChoiceLinks({ label, choices }: { label: string; choices: ChoiceLink[] }) {
  const id = useId();
  return (
    <div>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <List listStyleType="none" spacing={4} mt="xs" aria-labelledby={id}>
        {choices.map((choice) => (
          <List.Item key={choice.label}>
            <Anchor
              component={Link}
              to={choice.to}
              size="sm"
              fw={choice.current ? 700 : undefined}
              aria-current={choice.current ? 'true' : undefined}
            >
              {choice.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
