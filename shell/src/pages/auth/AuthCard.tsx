import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The framed card of the login, password and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  size = 440,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py="xl">
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="sm" ta="center" mt={6}>
          {subtitle}
        </Text>
      ) : null}
      <Paper withBorder shadow="sm" p="xl" mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
