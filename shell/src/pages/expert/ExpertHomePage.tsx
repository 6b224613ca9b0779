import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Stack } from '@mantine/core';
import { pages } from 'shared-contracts/pages';
import { RemoteWidget, useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { PageLoader } from '../../components/PageLoader.tsx';
import { fetchProfile, profileKey } from '../../session/profile.ts';
import { ExpertSummaryCard } from './ExpertSummaryCard.tsx';

/**
 * `/experts/app`: the expert's home — greeting and stats, today's and the coming meetings
 * (mf_meetings) and the open posts of the expert's categories with their answer dialog
 * (mf_expert_studio).
 */
export function ExpertHomePage() {
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

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ExpertSummaryCard profile={profile.data} />
        <RemoteWidget remote="mf_meetings" module="./TodayMeetings" props={{ area: 'expert' }} />
        <RemoteWidget
          remote="mf_meetings"
          module="./SoonMeetings"
          props={{ area: 'expert', meetingsPath: pages.expert.meetings.build(), startSoonCard: false }}
        />
        <RemoteWidget remote="mf_expert_studio" module="./OpenPosts" props={{}} />
      </Stack>
    </Container>
  );
}
