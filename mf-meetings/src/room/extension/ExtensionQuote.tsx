import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { formatDollars, type MeetExtensionPreview } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** What the extension costs: the expert's rate, the fee and the total (dollars, from the api). */
export function ExtensionQuote({ preview }: { preview: MeetExtensionPreview }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const { meet } = preview;
  return (
    <dl style={{ margin: 0 }} aria-label={t`Price of the extension`}>
      <QuoteLine label={t`Rate`} amount={formatDollars(meet.rate, locale)} />
      <QuoteLine label={t`Fee`} amount={formatDollars(meet.fee, locale)} />
      <QuoteLine label={t`Total`} amount={formatDollars(meet.total, locale)} strong />
    </dl>
  );
}

function QuoteLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined}>
        {amount}
      </Text>
    </Group>
  );
}
