import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import type { Locale } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import classes from './HarnessLayout.module.css';

// The exposed modules, loaded the way the shell loads them: lazily, with the shell's paths.
const CategorySearch = lazy(() => import('../routes/CategorySearch.tsx'));
const ExpertSearch = lazy(() => import('../routes/ExpertSearch.tsx'));
const ExpertProfile = lazy(() => import('../routes/ExpertProfile.tsx'));

const CUSTOMER_EXPERTS = '/customer/app/experts';
const GUEST_EXPERTS = '/experts';

export function HarnessLayout() {
  const { locale, setLocale, session } = useShell();
  return (
    <>
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" py="sm" gap="sm">
            <Group gap="md">
              <Text fw={700}>mf-discovery</Text>
              <Anchor component={Link} to={CUSTOMER_EXPERTS}>
                <Trans>Categories</Trans>
              </Anchor>
              <Anchor component={Link} to={`${CUSTOMER_EXPERTS}/search`}>
                <Trans>Customer search</Trans>
              </Anchor>
              <Anchor component={Link} to={`${GUEST_EXPERTS}/search`}>
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
            path={CUSTOMER_EXPERTS}
            element={<CategorySearch searchPath={`${CUSTOMER_EXPERTS}/search`} />}
          />
          <Route
            path={`${CUSTOMER_EXPERTS}/search`}
            element={<ExpertSearch area="customer" expertPath={CUSTOMER_EXPERTS} />}
          />
          <Route path={`${CUSTOMER_EXPERTS}/:id`} element={<ProfileRoute area="customer" />} />
          <Route
            path={`${GUEST_EXPERTS}/search`}
            element={<ExpertSearch area="guest" expertPath={GUEST_EXPERTS} />}
          />
          <Route path={`${GUEST_EXPERTS}/:id`} element={<ProfileRoute area="guest" />} />
          <Route path="*" element={<Start />} />
        </Routes>
      </Suspense>
    </>
  );
}

function ProfileRoute({ area }: { area: 'customer' | 'guest' }) {
  const { id } = useParams();
  const base = area === 'customer' ? CUSTOMER_EXPERTS : GUEST_EXPERTS;
  return <ExpertProfile key={id} area={area} expertId={Number(id)} searchPath={`${base}/search`} />;
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
