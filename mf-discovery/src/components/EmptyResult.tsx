import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

export function EmptyResult({
  title,
  children,
  icon = <SearchIcon size={28} />,
}: {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <EmptyState
      role="status"
      py="xl"
      icon={icon}
      withIndicatorBackground
      title={title}
      description={children}
    />
  );
}
