import { Container } from '@mantine/core';
import type { ProfitsProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';
import { ProfitsScreen } from '../profits/ProfitsScreen.tsx';

/** `./Profits`: /experts/app/profits, the expert's earnings and bank account. */
export default function Profits(props: ProfitsProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="lg" py="xl" px="md">
        <ProfitsScreen {...props} />
      </Container>
    </RemoteCatalogGate>
  );
}
