import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CustomerProfile } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { Stat } from '../../components/Stat.tsx';
import { UserAvatar } from '../../layout/UserAvatar.tsx';
import { greetingFor } from './greeting.ts';

interface ProfileSummaryCardProps {
  profile: CustomerProfile;
  now?: Date;
}

/** Greeting by hour, name, country, 'view profile' and the customer's stats (spec §2, Customer home). */
export function ProfileSummaryCard({ profile, now = new Date() }: ProfileSummaryCardProps) {
  const { i18n } = useLingui();
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar user={{ ...profile, is_expert: false }} size={64} />
        <Stack gap={4} style={{ flex: 1 }}>
          <Text c="dimmed" size="sm">
            {i18n._(greetingFor(now.getHours()))}
          </Text>
          <Title order={1} size="h3">
            {name}
          </Title>
          {profile.country ? <Text size="sm">{profile.country.country}</Text> : null}
          <Anchor component={Link} to={pages.customer.account.build()} size="sm">
            <Trans>view profile</Trans>
          </Anchor>
        </Stack>
      </Group>
      <SimpleGrid cols={2} mt="lg">
        <Stat value={profile.meets ?? 0} label={<Trans>Meetings</Trans>} />
        <Stat value={profile.posts ?? 0} label={<Trans>Posts</Trans>} />
      </SimpleGrid>
    </Card>
  );
}
