import { Container } from '@mantine/core';
import type { ExpertSignUpProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';
import { ExpertSignUpScreen } from '../signup/ExpertSignUpScreen.tsx';

/** `./ExpertSignUp`: /experts/get-started, the expert sign-up wizard. */
export default function ExpertSignUp(props: ExpertSignUpProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="lg" py="xl" px="md">
        <ExpertSignUpScreen {...props} />
      </Container>
    </RemoteCatalogGate>
  );
}
