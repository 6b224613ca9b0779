import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { isNextDisabled, isPreviousDisabled } from '../search/pagination.ts';

interface PaginationNavProps {
  currentPage: number;
  lastPage: number;
  /** Where page `page` is: Previous and Next are links to it, so paging works without JavaScript. */
  pageTo(page: number): To;
  /** Runs when Previous or Next is followed (e.g. scrolling back to the top). */
  onNavigate?(): void;
}

export function PaginationNav({ currentPage, lastPage, pageTo, onNavigate }: PaginationNavProps) {
  const { t } = useLingui();
  const last = Math.max(1, lastPage);
  return (
    <Group justify="center" gap="md" component="nav" aria-label={t`Pagination`}>
      <PageLink to={isPreviousDisabled(currentPage) ? null : pageTo(currentPage - 1)} onNavigate={onNavigate}>
        <Trans>Previous</Trans>
      </PageLink>
      <Text size="sm" c="dimmed" aria-live="polite">
        <Trans>
          Page {currentPage} of {last}
        </Trans>
      </Text>
      <PageLink
        to={isNextDisabled(currentPage, last) ? null : pageTo(currentPage + 1)}
        onNavigate={onNavigate}
      >
        <Trans>Next</Trans>
      </PageLink>
    </Group>
  );
}

/** A link to a page; with no page to go to, a disabled button (a link cannot be disabled). */
function PageLink({
  to,
  onNavigate,
  children,
}: {
  to: To | null;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <Button variant="default" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="default" component={Link} to={to} onClick={onNavigate}>
      {children}
    </Button>
  );
}
