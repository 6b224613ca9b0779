import { Trans } from '@lingui/react/macro';
import { useConnectionState } from '@livekit/components-react';
import { Alert, Loader } from '@mantine/core';
import { ConnectionState } from 'livekit-client';

/** Shown while LiveKit re-establishes a lost connection; the call goes on when it is back. */
export function ReconnectingNotice() {
  const state = useConnectionState();
  if (state !== ConnectionState.Reconnecting && state !== ConnectionState.SignalReconnecting) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      role="status"
      icon={<Loader size="xs" color="white" aria-hidden />}
    >
      <Trans>Reconnecting…</Trans>
    </Alert>
  );
}
