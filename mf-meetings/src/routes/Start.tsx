import { Trans } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import { RemoteCatalogGate, useShell } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';

/** `./Start`: the remote's first screen, made by the remote kit's template; replace it with real ones. */
export default function Start() {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <StartScreen />
    </RemoteCatalogGate>
  );
}

function StartScreen() {
  const { session } = useShell();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="sm">
        mf-meetings
      </Title>
      <Text>
        {session.status === 'signed-in' ? (
          <Trans>You are signed in. This screen comes from the remote kit's template.</Trans>
        ) : (
          <Trans>You are browsing as a guest. This screen comes from the remote kit's template.</Trans>
        )}
      </Text>
    </Container>
  );
}
