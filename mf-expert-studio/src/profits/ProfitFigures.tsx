import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type Earnings, formatDollars } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** Available profit (what can be requested) and overall profit, in dollars. */
export function ProfitFigures({ earnings }: { earnings: Earnings }) {
  const { locale } = useShell();
  const { available, overall } = earnings.profits;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed" id="available-profit">
          <Trans>Available profit</Trans>
        </Text>
        <Text fz={28} fw={700} aria-labelledby="available-profit">
          {formatDollars(available, locale)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed" id="overall-profit">
          <Trans>Overall profit</Trans>
        </Text>
        <Text fz={28} fw={700} aria-labelledby="overall-profit">
          {formatDollars(overall, locale)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
