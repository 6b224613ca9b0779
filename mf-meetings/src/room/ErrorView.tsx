import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

interface Props {
  /** The api's message; null: the room could not be set up for another reason. */
  message: string | null;
  meetingsPath: string;
}

/** The room cannot be used: the reason, and the way back to the meetings. */
export function ErrorView({ message, meetingsPath }: Props) {
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack align="center" gap="md">
        <Title order={1} size="h2" ta="center">
          <Trans>The call is not available</Trans>
        </Title>
        <Text ta="center">{message ?? <Trans>Room could not be created.</Trans>}</Text>
        <Anchor component={Link} to={meetingsPath}>
          <Trans>Regresar</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
