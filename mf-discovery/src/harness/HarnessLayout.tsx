import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import type { Locale } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { useShell } from 'shared-contracts/react';
import classes from './HarnessLayout.module.css';

// The exposed modules, loaded the way the shell loads them: lazily, with the shell's paths.
const CategorySearch = lazy(() => import('../routes/CategorySearch.tsx'));
const ExpertSearch = lazy(() => import('../routes/ExpertSearch.tsx'));
const ExpertProfile = lazy(() => import('../routes/ExpertProfile.tsx'));

export function HarnessLayout() {
  const { locale, setLocale, session } = useShell();
  return (
    <>
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" py="sm" gap="sm">
            <Group gap="md">
              <Text fw={700}>mf-discovery</Text>
              <Anchor component={Link} to={pages.customer.categories.build()}>
                <Trans>Categories</Trans>
              </Anchor>
              <Anchor component={Link} to={pages.customer.expertSearch.build()}>
                <Trans>Customer search</Trans>
              </Anchor>
              <Anchor component={Link} to={pages.guest.expertSearch.build()}>
                <Trans>Guest search</Trans>
              </Anchor>
            </Group>
            <Group gap="sm">
              <Text size="xs" c="dimmed">
                {session.status === 'signed-in' ? <Trans>Signed in</Trans> : <Trans>Guest</Trans>}
              </Text>
              <SegmentedControl
                size="xs"
                value={locale}
                onChange={(value) => setLocale(value as Locale)}
                data={[
                  { value: 'en', label: 'EN' },
                  { value: 'es', label: 'ES' },
                ]}
              />
            </Group>
          </Group>
        </Container>
      </header>
      <Suspense fallback={<Loader m="xl" />}>
        <Routes>
          <Route path="/" element={<Start />} />
          <Route
            path={pages.customer.categories.pattern}
            element={<CategorySearch searchPath={pages.customer.expertSearch.build()} />}
          />
          <Route
            path={pages.customer.expertSearch.pattern}
            element={<ExpertSearch area="customer" expertPath={pages.customer.categories.build()} />}
          />
          <Route path={pages.customer.expert.pattern} element={<ProfileRoute area="customer" />} />
          <Route
            path={pages.guest.expertSearch.pattern}
            element={<ExpertSearch area="guest" expertPath={pages.guest.categories.build()} />}
          />
          <Route path={pages.guest.expert.pattern} element={<ProfileRoute area="guest" />} />
          <Route path="*" element={<Start />} />
        </Routes>
      </Suspense>
    </>
  );
}

function ProfileRoute({ area }: { area: 'customer' | 'guest' }) {
  const { id } = useParams();
  const searchPath = pages[area].expertSearch.build();
  return <ExpertProfile key={id} area={area} expertId={Number(id)} searchPath={searchPath} />;
}

function Start() {
  return (
    <Stack p="xl">
      <Text>
        <Trans>This page runs the discovery remote alone. Pick a screen above.</Trans>
      </Text>
    </Stack>
  );
}
