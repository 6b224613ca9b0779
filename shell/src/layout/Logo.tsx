import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { BRAND } from '../config/brand.ts';

export function Logo({ to = pages.home.build() }: { to?: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={BRAND}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon radius="xl" size="lg" aria-hidden>
          <IconVideo size={20} />
        </ThemeIcon>
        <Text fw={800} fz="lg" aria-hidden>
          {BRAND}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
