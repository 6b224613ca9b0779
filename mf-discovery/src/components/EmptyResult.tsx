import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

export function EmptyResult({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <EmptyState
      role="status"
      py="xl"
      icon={<SearchIcon size={28} />}
      withIndicatorBackground
      title={title}
      description={children}
    />
  );
}
