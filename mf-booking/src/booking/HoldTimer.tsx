import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Seconds left until `expiresAt`, ticking each second. */
function useSecondsLeft(expiresAt: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    const timer = setInterval(() => setSeconds(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

function secondsUntil(expiresAt: string): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
}

/** How long the hour stays held for the customer; when it has run out, hold it again or choose another. */
export function HoldTimer({
  expiresAt,
  onHoldAgain,
  onChooseAnother,
}: {
  expiresAt: string;
  onHoldAgain(): void;
  onChooseAnother(): void;
}) {
  const seconds = useSecondsLeft(expiresAt);
  const remaining = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  if (seconds > 0)
    return (
      <Text size="sm">
        <Trans>This time is held for you for {remaining}</Trans>
      </Text>
    );
  return (
    <Alert color="yellow" role="alert" title={<Trans>The time held for you has run out.</Trans>}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Other customers can book this hour now. Hold it again or choose another hour.</Trans>
        </Text>
        <Group>
          <Button size="xs" onClick={onHoldAgain}>
            <Trans>Hold it again</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onChooseAnother}>
            <Trans>Choose another hour</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
