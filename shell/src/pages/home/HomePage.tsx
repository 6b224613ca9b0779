import { Trans } from '@lingui/react/macro';
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconDeviceMobile, IconSearch, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { useShell } from 'shared-contracts/react';
import { BRAND } from '../../config/brand.ts';
import { usePreloadOnIntent } from '../../preload/usePreloadOnIntent.ts';
import { homePathOf } from '../../session/area.ts';
import classes from './HomePage.module.css';

function HowItWorks() {
  const steps = [
    {
      icon: IconSearch,
      title: <Trans>Search by category</Trans>,
      text: (
        <Trans>
          Browse categories of expertise, filter by rating and compare profiles, rates and reviews.
        </Trans>
      ),
    },
    {
      icon: IconCalendarEvent,
      title: <Trans>Book a meeting</Trans>,
      text: (
        <Trans>
          Choose the length of the meeting, a date and an hour the expert has free, and pay with a saved card.
        </Trans>
      ),
    },
    {
      icon: IconVideo,
      title: <Trans>Meet by video</Trans>,
      text: (
        <Trans>
          Join the video room at the booked time, talk face to face and leave feedback afterwards.
        </Trans>
      ),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <Card key={String(index)} withBorder padding="lg">
          <ThemeIcon size="xl" radius="xl" variant="light" mb="md" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Title order={3} size="h4" mb={6}>
            {index + 1}. {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function HomePage() {
  const { session, accountMode } = useShell();
  const findIntent = usePreloadOnIntent(pages.guest.categories.build());
  const signedIn = session.status === 'signed-in';

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={64}>
          <Stack gap="lg" maw={640}>
            <Title order={1} className={classes.heroTitle}>
              <Trans>Talk face to face with the right expert</Trans>
            </Title>
            <Text size="lg">
              <Trans>
                Find consultants by category, book a timed video meeting at an hour that suits you and pay
                securely.
              </Trans>
            </Text>
            <Group gap="md">
              <Button size="md" component={Link} to={pages.guest.categories.build()} {...findIntent}>
                <Trans>Find an expert</Trans>
              </Button>
              {signedIn ? (
                <Button size="md" variant="default" component={Link} to={homePathOf(accountMode)}>
                  <Trans>Go to my account</Trans>
                </Button>
              ) : (
                <Button size="md" variant="default" component={Link} to={pages.signUp.build()}>
                  <Trans>Sign Up</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap={56}>
          <Box component="section" id="about" aria-labelledby="about-title">
            <Title id="about-title" order={2} mb="sm">
              <Trans>About {BRAND}</Trans>
            </Title>
            <Text maw={760}>
              <Trans>
                {BRAND} is a marketplace where customers meet experts in paid, timed one-to-one video
                meetings. Experts set their hours and prices; customers choose the expert, the length of the
                meeting and the time.
              </Trans>
            </Text>
          </Box>

          <Box component="section" id="how-it-works" aria-labelledby="how-title">
            <Title id="how-title" order={2} mb="lg">
              <Trans>How it works</Trans>
            </Title>
            <HowItWorks />
          </Box>

          <Box component="section" id="get-the-app" aria-labelledby="app-title">
            <Group gap="md" align="flex-start" wrap="nowrap">
              <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
                <IconDeviceMobile size={24} />
              </ThemeIcon>
              <div>
                <Title id="app-title" order={2} mb="sm">
                  <Trans>Get the App</Trans>
                </Title>
                <Text maw={760}>
                  <Trans>
                    The mobile apps are on their way. Meanwhile every feature works in your phone's browser.
                  </Trans>
                </Text>
              </div>
            </Group>
          </Box>

          <Box component="section" id="experts" aria-labelledby="experts-title">
            <Title id="experts-title" order={2} mb="sm">
              <Trans>Are you an expert?</Trans>
            </Title>
            <Text maw={760} mb="md">
              <Trans>Sell meetings of the lengths you choose, at your own prices and hours.</Trans>
            </Text>
            <Button variant="light" component={Link} to={pages.expert.login.build()}>
              <Trans>Login for Experts</Trans>
            </Button>
          </Box>

          <Box component="section" id="contact" aria-labelledby="contact-title">
            <Title id="contact-title" order={2} mb="sm">
              <Trans>Contact Us</Trans>
            </Title>
            <Text>
              <Trans>
                Questions or feedback? Write to support@expertia.example and we will answer within two working
                days.
              </Trans>
            </Text>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
