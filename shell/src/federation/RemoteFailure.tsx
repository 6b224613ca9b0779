import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { isRemoteLoadError } from './remote-load-error.ts';

interface RemoteFailureProps {
  error: unknown;
  onRetry(): void;
}

/** What a route shows when the remote behind it could not be loaded or crashed. */
export function RemoteFailure({ error, onRetry }: RemoteFailureProps) {
  const { t } = useLingui();
  const unavailable = isRemoteLoadError(error);
  return (
    <Container size="lg">
      <Alert
        role="alert"
        color="orange"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={unavailable ? t`This section could not be loaded` : t`This section stopped working`}
        my="xl"
      >
        <Text size="sm" mb="md">
          {unavailable ? (
            <Trans>
              This part of the page is not available right now. Check your connection and try again; the rest
              of the site keeps working.
            </Trans>
          ) : (
            <Trans>Something went wrong while showing this part of the page. Try again in a moment.</Trans>
          )}
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
          <Button variant="subtle" component={Link} to="/">
            <Trans>Go to the home page</Trans>
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
