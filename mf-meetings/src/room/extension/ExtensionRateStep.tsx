import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { formatDollars, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { ExtensionQuote } from './ExtensionQuote.tsx';
import { useExpertRates, useExtensionPreview } from './useExtensionQuote.ts';

interface Props {
  meetingId: number;
  expertId: number;
  rate: string | null;
  onRate(rate: string): void;
  onNext(): void;
}

/** Step 1: how much more time (one of the expert's rates), with its price from the extension preview. */
export function ExtensionRateStep({ meetingId, expertId, rate, onRate, onNext }: Props) {
  const { t } = useLingui();
  const { locale } = useShell();
  const rates = useExpertRates(expertId);
  const preview = useExtensionPreview(meetingId, rate);

  if (rates.error)
    return (
      <Alert color="red" role="alert" title={t`The rates could not be loaded`}>
        {rates.error.message}
      </Alert>
    );
  if (!rates.data) return <Loader aria-label={t`Loading the rates`} />;

  return (
    <Stack gap="md">
      <Radio.Group value={rate} onChange={onRate} label={t`How much more time?`}>
        <Stack gap="xs" mt="xs">
          {rates.data.map((offered) => {
            const minutes = offered.duration;
            return (
              <Radio.Card key={offered.slug} value={offered.slug} radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>
                      {rateName(offered, locale)} · <Trans>{minutes} min</Trans>
                    </Text>
                    {offered.price !== null && (
                      <Text size="sm" c="dimmed">
                        {formatDollars(offered.price, locale)}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
      {preview.error ? (
        <Alert color="red" role="alert" title={t`The price could not be loaded`}>
          {preview.error.message}
        </Alert>
      ) : rate && !preview.data ? (
        <Loader size="sm" aria-label={t`Loading the price`} />
      ) : preview.data ? (
        <ExtensionQuote preview={preview.data} />
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!preview.data}>
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
