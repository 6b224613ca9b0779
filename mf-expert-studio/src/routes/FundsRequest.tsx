import { Container } from '@mantine/core';
import type { FundsRequestProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { FundsRequestScreen } from '../funds/FundsRequestScreen.tsx';
import { catalogs } from '../i18n/catalogs.ts';

/** `./FundsRequest`: /experts/app/profits/request-withdraw. */
export default function FundsRequest(props: FundsRequestProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="lg" py="xl" px="md">
        <FundsRequestScreen {...props} />
      </Container>
    </RemoteCatalogGate>
  );
}
