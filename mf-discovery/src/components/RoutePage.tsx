import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';

/** What every exposed route renders around its screen: the page width the shell's pages use. */
export function RoutePage({ children }: { children: ReactNode }) {
  return (
    <DiscoveryCatalog>
      <Container size="lg" py="xl">
        {children}
      </Container>
    </DiscoveryCatalog>
  );
}
