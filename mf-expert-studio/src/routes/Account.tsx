import { Container } from '@mantine/core';
import type { AccountProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { AccountScreen } from '../account/AccountScreen.tsx';
import { catalogs } from '../i18n/catalogs.ts';

/** `./Account`: /experts/app/account, the expert's own page. */
export default function Account(props: AccountProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="lg" py="xl" px="md">
        <AccountScreen {...props} />
      </Container>
    </RemoteCatalogGate>
  );
}
