import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BecomeExpertLauncher } from '../../layout/BecomeExpertLauncher.tsx';

/**
 * The customer home's 'Boost your experience' banner: 'Upgrade now' opens the plan (registration)
 * dialog; `offered`: open on arrival (a customer-only account signed in at the expert login).
 */
export function BoostBanner({ offered = false }: { offered?: boolean }) {
  const [opened, setOpened] = useState(offered);
  return (
    <Card withBorder padding="lg" radius="md" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            <Trans>Boost your experience</Trans>
          </Title>
          <Text size="sm">
            <Trans>Share what you know: become an expert, set your prices and get booked.</Trans>
          </Text>
        </Stack>
        <Button onClick={() => setOpened(true)} disabled={opened}>
          <Trans>Upgrade now</Trans>
        </Button>
      </Group>
      <BecomeExpertLauncher opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
