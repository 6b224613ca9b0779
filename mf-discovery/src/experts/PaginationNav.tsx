import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { isNextDisabled, isPreviousDisabled } from '../search/pagination.ts';

interface PaginationNavProps {
  currentPage: number;
  lastPage: number;
  onPage(page: number): void;
}

export function PaginationNav({ currentPage, lastPage, onPage }: PaginationNavProps) {
  const { t } = useLingui();
  const last = Math.max(1, lastPage);
  return (
    <Group justify="center" gap="md" component="nav" aria-label={t`Pagination`}>
      <Button
        variant="default"
        disabled={isPreviousDisabled(currentPage)}
        onClick={() => onPage(currentPage - 1)}
      >
        <Trans>Previous</Trans>
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        <Trans>
          Page {currentPage} of {last}
        </Trans>
      </Text>
      <Button
        variant="default"
        disabled={isNextDisabled(currentPage, last)}
        onClick={() => onPage(currentPage + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </Group>
  );
}
