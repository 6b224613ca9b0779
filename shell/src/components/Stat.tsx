import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure with its label under it (a home's stats). */
export function Stat({ value, label }: { value: number; label: ReactNode }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} fz="xl">
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
