import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

export function EmptyResult({
  title,
  children,
  icon = <SearchIcon size={28} />,
  action,
}: {
  title: ReactNode;
  /** The explanation, as text. */
  children?: ReactNode;
  icon?: ReactNode;
  /** What the visitor can do about it (a link). */
  action?: ReactNode;
}) {
  return (
    <EmptyState
      role="status"
      py="xl"
      icon={icon}
      withIndicatorBackground
      title={title}
      description={children}
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
