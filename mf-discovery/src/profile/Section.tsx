import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the expert page; `action` sits beside the title (the owner's Edit). */
export function Section({
  title,
  action,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
