import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDollars, type Meeting, rateName } from 'shared-contracts';
import { RemoteWidget, useShell } from 'shared-contracts/react';
import { ExtensionQuote } from './ExtensionQuote.tsx';
import { useExtensionPayment } from './useExtensionPayment.ts';
import { useExtensionPreview } from './useExtensionQuote.ts';

interface Props {
  meetingId: number;
  rate: string;
  onBack(): void;
  onExtended(meeting: Meeting): void;
}

/** Step 2: the price, the card (mf_payments' CardPicker) and Pay, with the bank's step when asked. */
export function ExtensionPayStep({ meetingId, rate, onBack, onExtended }: Props) {
  const { t } = useLingui();
  const { locale } = useShell();
  const preview = useExtensionPreview(meetingId, rate);
  const [card, setCard] = useState<string | null>(null);
  const { phase, failure, pay } = useExtensionPayment(meetingId, rate, onExtended);

  if (!preview.data) return <Loader aria-label={t`Loading the price`} />;
  const total = formatDollars(preview.data.meet.total, locale);
  const minutes = preview.data.rate.duration;
  const busy = phase !== 'idle';
  const status =
    phase === 'authenticating'
      ? t`Confirm the payment with your bank`
      : phase === 'settling'
        ? t`Checking the payment with your bank…`
        : '';

  return (
    <Stack gap="md">
      <Text fw={600}>
        {rateName(preview.data.rate, locale)} · <Trans>{minutes} more minutes</Trans>
      </Text>
      <ExtensionQuote preview={preview.data} />
      <RemoteWidget remote="mf_payments" module="./CardPicker" props={{ value: card, onChange: setCard }} />
      {failure && (
        <Alert color="red" role="alert" title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => card && void pay(card)} loading={busy} disabled={!card || busy}>
          <Trans>Pay {total}</Trans>
        </Button>
      </Group>
      {/* Always on the page, so that screen readers announce what it starts saying. */}
      <Text size="sm" role="status" aria-live="polite">
        {status}
      </Text>
    </Stack>
  );
}
