import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  onRetry(): void;
  /** Reloads the page (after the site's permissions were changed in the browser). */
  onReload?: () => void;
}

/** The browser refused the camera or the microphone. */
export function BlockedView({ onRetry, onReload = () => window.location.reload() }: Props) {
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack align="center" gap="md">
        <Title order={1} size="h2" ta="center">
          <Trans>Camera or mic blocked</Trans>
        </Title>
        <Text ta="center">
          <Trans>
            Allow this site to use your camera and microphone in the browser's address bar, then try again. If
            it is still blocked, reload the page.
          </Trans>
        </Text>
        <Group justify="center">
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="default" onClick={onReload}>
            <Trans>Reload the page</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
