import { Container, Divider, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RemoteHarness } from 'remote-kit/harness';
import type { Locale } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';
import CardPicker from '../widgets/CardPicker.tsx';
import PaymentMethods from '../widgets/PaymentMethods.tsx';

/** The remote alone: the shell's providers from the harness kit, the list and the picker side by side. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessPage />
    </RemoteHarness>
  );
}

function HarnessPage() {
  const { locale, setLocale, session } = useShell();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <SegmentedControl
          value={locale}
          onChange={(value) => setLocale(value as Locale)}
          data={[
            { value: 'en', label: 'EN' },
            { value: 'es', label: 'ES' },
          ]}
        />
        {session.status === 'signed-in' ? (
          <>
            <PaymentMethods />
            <Divider />
            <CardPicker value={picked} onChange={setPicked} />
            <Text size="sm">Picked: {picked ?? '—'}</Text>
          </>
        ) : (
          <Text>Sign in as a customer in the shell on this origin (npm start), then reload.</Text>
        )}
      </Stack>
    </Container>
  );
}
