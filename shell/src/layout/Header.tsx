import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { homePathOf } from '../session/area.ts';
import { useFrame } from '../session/frame.ts';
import classes from './Header.module.css';
import { Logo } from './Logo.tsx';
import { UserAvatar } from './UserAvatar.tsx';

/** Fixed rather than React's: an islands page hydrates the header as a root of its own, whose ids differ. */
const MENU_ID = 'site-menu';

interface NavItem {
  key: string;
  to: To;
  label: ReactNode;
  guestOnly?: boolean;
}

/** Public header: sticky; a Burger menu on small screens (spec §2, Header and footer). */
export function Header() {
  const { t } = useLingui();
  const { session, accountMode } = useFrame();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = session.status === 'signed-in';
  const known = session.status !== 'loading';

  const items: NavItem[] = [
    { key: 'about', to: { pathname: pages.home.build(), hash: 'about' }, label: <Trans>About</Trans> },
    {
      key: 'how',
      to: { pathname: pages.home.build(), hash: 'how-it-works' },
      label: <Trans>How it works</Trans>,
    },
    { key: 'experts-login', to: pages.expert.login.build(), label: <Trans>Login for Experts</Trans> },
    {
      key: 'app',
      to: { pathname: pages.home.build(), hash: 'get-the-app' },
      label: <Trans>Get the App</Trans>,
      guestOnly: true,
    },
  ];
  const visible = items.filter((item) => !item.guestOnly || (known && !signedIn));
  const accountPath = homePathOf(session.userType === 'expert' ? 'expert' : accountMode);

  const account = signedIn ? (
    <Anchor component={Link} to={accountPath} onClick={close} className={classes.account} underline="never">
      <Group gap={8} wrap="nowrap">
        <UserAvatar user={session.user} />
        <Text fw={600} size="sm">
          <Trans>Account</Trans>
        </Text>
      </Group>
    </Anchor>
  ) : null;

  const guestButtons =
    known && !signedIn ? (
      <>
        <Button component={Link} to={pages.signUp.build()} onClick={close}>
          <Trans>Sign Up</Trans>
        </Button>
        <Button component={Link} to={pages.customer.login.build()} variant="default" onClick={close}>
          <Trans>Login</Trans>
        </Button>
      </>
    ) : null;

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label={t`Main`} gap="lg" visibleFrom="md">
          {visible.map((item) => (
            <Anchor key={item.key} component={Link} to={item.to} c="dark" fw={500} size="sm">
              {item.label}
            </Anchor>
          ))}
        </Group>
        <Group gap="sm" visibleFrom="md">
          {guestButtons}
          {account}
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t`Open menu`} />
      </Container>
      <Drawer
        id={MENU_ID}
        opened={opened}
        onClose={close}
        title={t`Menu`}
        hiddenFrom="md"
        position="right"
        size="xs"
      >
        <Stack component="nav" aria-label={t`Main`} gap="md">
          {visible.map((item) => (
            <Anchor key={item.key} component={Link} to={item.to} onClick={close} c="dark" fw={500}>
              {item.label}
            </Anchor>
          ))}
          {guestButtons}
          {account}
        </Stack>
      </Drawer>
    </Box>
  );
}
