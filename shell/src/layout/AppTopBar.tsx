import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import type { UserType } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { useShell } from 'shared-contracts/react';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { usePreloadOnIntent } from '../preload/usePreloadOnIntent.ts';
import { homePathOf } from '../session/area.ts';
import { useShellExtras } from '../session/shell-extras.ts';
import { ExpertAccountSwitch } from './ExpertAccountSwitch.tsx';
import classes from './Header.module.css';
import { Logo } from './Logo.tsx';
import { UserAvatar } from './UserAvatar.tsx';

interface AppNavItem {
  to: string;
  label: ReactNode;
  end?: boolean;
}

function navItemsOf(area: UserType): AppNavItem[] {
  if (area === 'expert')
    return [
      { to: pages.expert.home.build(), label: <Trans>Home</Trans>, end: true },
      { to: pages.expert.meetings.build(), label: <Trans>Meetings</Trans> },
      { to: pages.expert.profits.build(), label: <Trans>Profits</Trans> },
      { to: pages.expert.calendars.build(), label: <Trans>Calendars</Trans> },
      { to: pages.expert.account.build(), label: <Trans>My profile</Trans> },
    ];
  return [
    { to: pages.customer.home.build(), label: <Trans>Home</Trans>, end: true },
    { to: pages.customer.categories.build(), label: <Trans>Find experts</Trans> },
    { to: pages.customer.meetings.build(), label: <Trans>Meetings</Trans> },
    { to: pages.customer.posts.build(), label: <Trans>Posts</Trans> },
    { to: pages.customer.account.build(), label: <Trans>My account</Trans> },
  ];
}

function AppNavLink({ item, onNavigate }: { item: AppNavItem; onNavigate?: () => void }) {
  const intent = usePreloadOnIntent(item.to);
  return (
    <Anchor
      component={RouterNavLink}
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={classes.appLink}
      fw={500}
      size="sm"
      {...intent}
    >
      {item.label}
    </Anchor>
  );
}

/** Signed-in top bar inside the app: logo, the notification bell, 'Expert Account' switch, 'Sign out' with the avatar. */
export function AppTopBar({ area }: { area: UserType }) {
  const { t } = useLingui();
  const { session } = useShell();
  const { signOut } = useShellExtras();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = navItemsOf(area);

  const signOutButton = (
    <Button
      variant="subtle"
      color="dark"
      justify="flex-start"
      onClick={() => void signOut()}
      leftSection={<UserAvatar user={session.user} size={28} />}
    >
      <Trans>Sign out</Trans>
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo to={homePathOf(area)} />
        <Box component="nav" aria-label={t`App`} visibleFrom="md">
          <Group gap="lg">
            {items.map((item) => (
              <AppNavLink key={item.to} item={item} />
            ))}
          </Group>
        </Box>
        <Group gap="md" wrap="nowrap">
          {/* The bell stays in the bar at every width; the rest folds into the menu below md. */}
          <NotificationBell area={area} />
          <Group gap="md" visibleFrom="md">
            <ExpertAccountSwitch />
            {signOutButton}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t`Open menu`} />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={t`Menu`} hiddenFrom="md" position="right" size="xs">
        <Stack gap="md">
          <Box component="nav" aria-label={t`App`}>
            <Stack gap="sm">
              {items.map((item) => (
                <AppNavLink key={item.to} item={item} onNavigate={close} />
              ))}
            </Stack>
          </Box>
          <Divider />
          <ExpertAccountSwitch />
          <Group>{signOutButton}</Group>
        </Stack>
      </Drawer>
    </Box>
  );
}
