import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

interface Props {
  meetingsPath: string;
  onStart(): void;
}

/** Before the call: start it, or go back to the meetings; camera and microphone will be asked for. */
export function IdleView({ meetingsPath, onStart }: Props) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2" ta="center">
          <Trans>Video call</Trans>
        </Title>
        {/* A long label (Spanish) wraps on a narrow screen instead of overflowing the card. */}
        <Button
          size="lg"
          maw="100%"
          h="auto"
          mih={50}
          py="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={onStart}
        >
          <Trans>Click to start a call</Trans>
        </Button>
        <Alert variant="light" color="blue" w="100%">
          <Text size="sm">
            <Trans>Allow the browser to use your camera and microphone when it asks.</Trans>
          </Text>
        </Alert>
        <Anchor component={Link} to={meetingsPath}>
          <Trans>Exit to my meetings</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
