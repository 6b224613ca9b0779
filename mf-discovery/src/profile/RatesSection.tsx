import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Rate } from 'shared-contracts';
import { formatDollars, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Section } from './Section.tsx';

export function RatesSection({ rates, action }: { rates: Rate[]; action?: ReactNode }) {
  return (
    <Section title={<Trans>Rates</Trans>} action={action}>
      {rates.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No rates yet</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Meeting</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Duration</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Price</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.map((rate) => (
                <RateRow key={rate.slug} rate={rate} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function RateRow({ rate }: { rate: Rate }) {
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const minutes = rate.duration;
  return (
    <Table.Tr>
      <Table.Td>{rateName(rate, locale)}</Table.Td>
      <Table.Td>{t`${minutes} min`}</Table.Td>
      <Table.Td ta="right">
        {rate.price === null ? (
          <Text span c="dimmed" size="sm">
            <Trans>Not set</Trans>
          </Text>
        ) : (
          formatDollars(rate.price, i18n.locale)
        )}
      </Table.Td>
    </Table.Tr>
  );
}
