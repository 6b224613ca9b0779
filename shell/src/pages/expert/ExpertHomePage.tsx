import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { PageLoader } from '../../components/PageLoader.tsx';
import { UserAvatar } from '../../layout/UserAvatar.tsx';
import { fetchProfile, profileKey } from '../../session/profile.ts';
import { greetingFor } from '../customer/greeting.ts';

/** `/experts/app`: minimal expert home (greeting and name) until the expert issues build it out. */
export function ExpertHomePage() {
  const { i18n } = useLingui();
  const { api } = useShell();
  const profile = useSWR(profileKey('expert'), () => fetchProfile(api, 'expert'));

  if (profile.isLoading) return <PageLoader />;
  if (!profile.data) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={<Trans>Your profile could not be loaded</Trans>}>
          <Button mt="sm" onClick={() => void profile.mutate()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      </Container>
    );
  }

  const { data } = profile;
  return (
    <Container size="lg" py="xl">
      <Card withBorder padding="lg" radius="md" maw={560}>
        <Group gap="md" wrap="nowrap">
          <UserAvatar user={{ ...data, is_expert: true }} size={64} />
          <Stack gap={2}>
            <Text c="dimmed" size="sm">
              {i18n._(greetingFor(new Date().getHours()))}
            </Text>
            <Title order={1} size="h3">
              {`${data.first_name} ${data.last_name}`.trim()}
            </Title>
            {data.role ? <Text size="sm">{data.role}</Text> : null}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" mt="md">
          <Trans>Your meetings, schedule and earnings will appear here.</Trans>
        </Text>
      </Card>
    </Container>
  );
}
