import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ExpertProfile } from 'shared-contracts';
import { Stat } from '../../components/Stat.tsx';
import { UserAvatar } from '../../layout/UserAvatar.tsx';
import { greetingFor } from '../customer/greeting.ts';

/**
 * Greeting by hour, name and role, and the expert's stats (spec: Expert home): meetings held,
 * requests to come (booked meetings not held yet), likes (customers who saved the expert).
 */
export function ExpertSummaryCard({ profile, now = new Date() }: { profile: ExpertProfile; now?: Date }) {
  const { i18n } = useLingui();
  const { meets, requests, likes } = profile.metadata ?? { meets: 0, requests: 0, likes: 0 };
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar user={{ ...profile, is_expert: true }} size={64} />
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {i18n._(greetingFor(now.getHours()))}
          </Text>
          <Title order={1} size="h3">
            {`${profile.first_name} ${profile.last_name}`.trim()}
          </Title>
          {profile.role ? <Text size="sm">{profile.role}</Text> : null}
        </Stack>
      </Group>
      <SimpleGrid cols={3} mt="lg">
        <Stat value={meets} label={<Trans>Meetings held</Trans>} />
        <Stat value={requests} label={<Trans>Upcoming requests</Trans>} />
        <Stat value={likes} label={<Trans>Likes</Trans>} />
      </SimpleGrid>
    </Card>
  );
}
