import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the expert page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
