import { Group, Text } from '@mantine/core';

export interface PriceLine {
  label: string;
  /** Already formatted (`formatDollars`). */
  amount: string;
  strong?: boolean;
}

/** A price broken down as a description list: rate, fee, total (the checkout's and the extension's). */
export function PriceLines({ lines, label }: { lines: PriceLine[]; label?: string }) {
  return (
    <dl style={{ margin: 0 }} aria-label={label}>
      {lines.map((line) => (
        <Group key={line.label} justify="space-between" wrap="nowrap">
          <Text component="dt" fw={line.strong ? 700 : undefined}>
            {line.label}
          </Text>
          <Text component="dd" m={0} fw={line.strong ? 700 : undefined}>
            {line.amount}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
