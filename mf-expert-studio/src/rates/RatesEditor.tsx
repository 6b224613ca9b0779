import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDollars, type Rate, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { dollarInputFormat } from './dollarInput.ts';

/** Prices as typed, by rate slug ('' when blank). */
export type Prices = Record<string, number | string>;

interface RatesEditorProps {
  rates: Rate[];
  value: Prices;
  /** The api's message for a rate, by slug. */
  errors: Partial<Record<string, string>>;
  onChange(prices: Prices): void;
}

/** 'Rates: Define your price for meetings': a USD price per rate, its minimum shown (spec §2, §5). */
export function RatesEditor({ rates, value, errors, onChange }: RatesEditorProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Rates: Define your price for meetings</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {rates.map((rate) => {
          const minimum = formatDollars(rate.minprice, locale);
          const minutes = rate.duration;
          return (
            <NumberInput
              key={rate.slug}
              label={`${rateName(rate, locale)} · ${t`${minutes} min`}`}
              description={t`Minimum ${minimum}`}
              {...dollarInputFormat(locale)}
              decimalScale={2}
              min={0}
              allowNegative={false}
              value={value[rate.slug] ?? ''}
              onChange={(price) => onChange({ ...value, [rate.slug]: price })}
              error={errors[rate.slug]}
            />
          );
        })}
      </SimpleGrid>
      {rates.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No rates to price.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
