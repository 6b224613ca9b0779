import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { BRAND, SOCIAL_LINKS } from '../config/brand.ts';
import { IntentLink } from '../preload/IntentLink.tsx';
import classes from './Footer.module.css';
import { Island } from './Island.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { Logo } from './Logo.tsx';

function SocialLinks() {
  const networks = [
    { name: 'Facebook', href: SOCIAL_LINKS.facebook, icon: IconBrandFacebook },
    { name: 'Instagram', href: SOCIAL_LINKS.instagram, icon: IconBrandInstagram },
    { name: 'LinkedIn', href: SOCIAL_LINKS.linkedin, icon: IconBrandLinkedin },
    { name: 'X', href: SOCIAL_LINKS.x, icon: IconBrandX },
  ];
  return (
    <Group gap="xs">
      {networks.map(({ name, href, icon: Icon }) => (
        <ActionIcon
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={name}
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}

/**
 * Footer: terms, privacy, four social links, language selector, copyright and disclaimer. `compact`
 * (paths under /experts/app) leaves out the logo and the second navigation row.
 */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          {compact ? null : (
            <>
              <Group justify="space-between" align="center" wrap="wrap" gap="md">
                <Logo />
                <Box component="nav" aria-label={t`Footer`}>
                  <Group gap="lg" wrap="wrap">
                    <Anchor
                      component={Link}
                      to={{ pathname: pages.home.build(), hash: 'about' }}
                      c="dimmed"
                      size="sm"
                    >
                      <Trans>About Us</Trans>
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={{ pathname: pages.home.build(), hash: 'how-it-works' }}
                      c="dimmed"
                      size="sm"
                    >
                      <Trans>How it works</Trans>
                    </Anchor>
                    <IntentLink to={pages.guest.categories.build()} c="dimmed" size="sm">
                      <Trans>Find an expert</Trans>
                    </IntentLink>
                    <Anchor component={Link} to={pages.expert.login.build()} c="dimmed" size="sm">
                      <Trans>Login for Experts</Trans>
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={{ pathname: pages.home.build(), hash: 'contact' }}
                      c="dimmed"
                      size="sm"
                    >
                      <Trans>Contact Us</Trans>
                    </Anchor>
                  </Group>
                </Box>
              </Group>
              <Divider />
            </>
          )}
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Island name="legal">
              <LegalLinks />
            </Island>
            <SocialLinks />
            <Island name="language">
              <LanguageSelect />
            </Island>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              © {year} {BRAND}. All rights reserved.
            </Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              The content on this site is for information only. It is not medical, legal, financial or any
              other professional advice; always consult a qualified professional about your own situation.
            </Trans>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
