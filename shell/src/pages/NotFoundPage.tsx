import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { useNotFoundStatus } from '../ssr/page-status.ts';

export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} mb="sm">
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed" mb="lg">
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </Text>
      <Button component={Link} to={pages.home.build()}>
        <Trans>Go to the home page</Trans>
      </Button>
    </Container>
  );
}
