import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { translate } from '../messages.ts';
import { isRemoteLoadError } from '../remote-load-error.ts';
import { useShell } from './shell-context.tsx';

/** A route fills the page; a widget keeps to its own box inside another screen. */
export type RemoteFailureVariant = 'page' | 'widget';

interface RemoteFailureProps {
  error: unknown;
  variant: RemoteFailureVariant;
  onRetry(): void;
}

/** What a remote's place shows when it could not be loaded or crashed, in the page's language. */
export function RemoteFailure({ error, variant, onRetry }: RemoteFailureProps) {
  const { locale } = useShell();
  const unavailable = isRemoteLoadError(error);
  const alert = (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      title={translate(unavailable ? 'remoteUnavailableTitle' : 'remoteCrashedTitle', locale)}
      my={variant === 'page' ? 'xl' : 'xs'}
    >
      <Text size="sm" mb="md">
        {translate(unavailable ? 'remoteUnavailableText' : 'remoteCrashedText', locale)}
      </Text>
      <Group gap="sm">
        <Button size={variant === 'page' ? 'sm' : 'xs'} onClick={onRetry}>
          {translate('remoteRetry', locale)}
        </Button>
        {variant === 'page' ? (
          // A full load: whatever broke here stays behind.
          <Button variant="subtle" component="a" href="/">
            {translate('remoteGoHome', locale)}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
  return variant === 'page' ? <Container size="lg">{alert}</Container> : alert;
}
