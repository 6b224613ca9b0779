import { Container, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { useShell } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';
import CardPicker from '../widgets/CardPicker.tsx';
import PaymentMethods from '../widgets/PaymentMethods.tsx';

/** The remote alone: the shell's providers from the remote kit, the list and the picker side by side. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="mf-payments" />
      <HarnessPage />
    </RemoteHarness>
  );
}

function HarnessPage() {
  const { session } = useShell();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Container size="sm" py="xl">
      <Stack>
        {session.status === 'signed-in' ? (
          <>
            <PaymentMethods />
            <Divider />
            <CardPicker value={picked} onChange={setPicked} />
            <Text size="sm">Picked: {picked ?? '—'}</Text>
          </>
        ) : (
          <Text>Sign in as a customer at the runner on this host (npm start), then reload.</Text>
        )}
      </Stack>
    </Container>
  );
}
