import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A moment of waiting (loading the room, joining, leaving), told to screen readers. */
export function WaitView({ children }: { children: ReactNode }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
