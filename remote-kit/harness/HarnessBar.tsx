import { Box, Container, Group, SegmentedControl, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Locale } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

const LANGUAGES = [
  { value: 'en', label: 'EN' },
  { value: 'es', label: 'ES' },
];

/**
 * The harness page's top bar: the remote's name, the screens it offers (`children`: links), who is
 * signed in (a session of the runner on this origin) and the language switch. Development only.
 */
export function HarnessBar({ name, children }: { name: string; children?: ReactNode }) {
  const { locale, setLocale, session } = useShell();
  const user = session.user;
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" py="sm" gap="sm">
          <Group gap="md">
            <Text fw={700}>{name}</Text>
            {children}
          </Group>
          <Group gap="sm">
            <Text size="xs">
              {user ? `${user.first_name} ${user.last_name} (${session.userType})` : 'guest'}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Language"
              value={locale}
              onChange={(value) => setLocale(value as Locale)}
              data={LANGUAGES}
            />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
