import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';

/**
 * What every exposed route renders around its screen: the page width the shell's pages use.
 * `embedded`: inside another screen that already sets the width (the expert's own profile).
 */
export function RoutePage({ children, embedded = false }: { children: ReactNode; embedded?: boolean }) {
  return (
    <DiscoveryCatalog>
      {embedded ? (
        children
      ) : (
        <Container size="lg" py="xl">
          {children}
        </Container>
      )}
    </DiscoveryCatalog>
  );
}
