import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';

/** A failed load: what went wrong and a way to ask again. */
interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
  /** A new attempt is under way (the Retry button, or SWR's own retry). */
  retrying?: boolean;
}

export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const message = error instanceof Error ? error.message : undefined;
  return (
    <Alert color="red" variant="light" title={<Trans>Could not load the data</Trans>} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message || <Trans>Something went wrong. Please try again.</Trans>}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
