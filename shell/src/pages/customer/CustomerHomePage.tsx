import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { RemoteWidget } from 'shared-contracts/react';
import { PageLoader } from '../../components/PageLoader.tsx';
import { usePreloadOnIntent } from '../../preload/usePreloadOnIntent.ts';
import { BoostBanner } from './BoostBanner.tsx';
import { offersExpertRegistration } from './expert-registration-offer.ts';
import { ProfileSummaryCard } from './ProfileSummaryCard.tsx';
import { useCustomerProfile } from './useCustomerProfile.ts';

/** `/customer/app`: the customer's home. */
export function CustomerHomePage() {
  const profile = useCustomerProfile();
  const expertsPath = pages.customer.categories.build();
  const intent = usePreloadOnIntent(expertsPath);
  /** Base of the room's address (`/customer/app/meetings/room/<id>`), for 'Start meeting'. */
  const location = useLocation();
  const navigate = useNavigate();
  // Kept from the arrival: the history entry forgets it, so a reload or Back does not offer it again.
  const [registrationOffered] = useState(() => offersExpertRegistration(location.state));
  useEffect(() => {
    if (offersExpertRegistration(location.state))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileSummaryCard profile={profile.data} />
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            <Trans>Find an expert</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>Search a category, compare experts and book a video meeting.</Trans>
          </Text>
          <Button component={Link} to={expertsPath} {...intent}>
            <Trans>Browse categories</Trans>
          </Button>
        </Card>
      </SimpleGrid>
      <Stack mt="xl" gap="xl">
        {profile.data.subscription ? null : <BoostBanner offered={registrationOffered} />}
        <RemoteWidget remote="mf_meetings" module="./TodayMeetings" props={{ area: 'customer' }} />
        <RemoteWidget
          remote="mf_meetings"
          module="./SoonMeetings"
          props={{ area: 'customer', meetingsPath: pages.customer.meetings.build() }}
        />
        <RemoteWidget
          remote="mf_discovery"
          module="./PostsStrip"
          props={{ postsPath: pages.customer.posts.build(), onPostsChanged: () => void profile.mutate() }}
        />
      </Stack>
    </Container>
  );
}
