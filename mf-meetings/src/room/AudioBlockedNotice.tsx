import { Trans } from '@lingui/react/macro';
import { useAudioPlayback } from '@livekit/components-react';
import { Alert, Button, Group, Text } from '@mantine/core';

/** The browser held back the other side's sound (autoplay rules) until a click lets it play. */
export function AudioBlockedNotice() {
  const { canPlayAudio, startAudio } = useAudioPlayback();
  if (canPlayAudio) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          <Trans>Your browser paused the call's sound.</Trans>
        </Text>
        <Button size="xs" onClick={() => void startAudio()}>
          <Trans>Play sound</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
