import { Trans } from '@lingui/react/macro';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { HarnessBar } from 'remote-kit/harness';
import { pages } from 'shared-contracts/pages';

// The exposed modules, loaded the way the shell loads them: lazily, with the shell's paths.
const CategorySearch = lazy(() => import('../routes/CategorySearch.tsx'));
const ExpertSearch = lazy(() => import('../routes/ExpertSearch.tsx'));
const ExpertProfile = lazy(() => import('../routes/ExpertProfile.tsx'));
const ExpertReviews = lazy(() => import('../routes/ExpertReviews.tsx'));

export function HarnessLayout() {
  return (
    <>
      <HarnessBar name="mf-discovery">
        <Anchor component={Link} to={pages.customer.categories.build()}>
          <Trans>Categories</Trans>
        </Anchor>
        <Anchor component={Link} to={pages.customer.expertSearch.build()}>
          <Trans>Customer search</Trans>
        </Anchor>
        <Anchor component={Link} to={pages.guest.expertSearch.build()}>
          <Trans>Guest search</Trans>
        </Anchor>
      </HarnessBar>
      <Suspense fallback={<Loader m="xl" />}>
        <Routes>
          <Route path="/" element={<Start />} />
          <Route
            path={pages.customer.categories.pattern}
            element={<CategorySearch searchPath={pages.customer.expertSearch.build()} />}
          />
          <Route
            path={pages.customer.expertSearch.pattern}
            element={<ExpertSearch area="customer" expertsPath={pages.customer.categories.build()} />}
          />
          <Route path={pages.customer.expert.pattern} element={<ProfileRoute area="customer" />} />
          <Route path={pages.customer.expertReviews.pattern} element={<ReviewsRoute />} />
          <Route
            path={pages.guest.expertSearch.pattern}
            element={<ExpertSearch area="guest" expertsPath={pages.guest.categories.build()} />}
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

function ReviewsRoute() {
  const { id } = useParams();
  return (
    <ExpertReviews
      key={id}
      expertId={Number(id)}
      expertPath={pages.customer.expert.build({ id: id ?? '' })}
    />
  );
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
