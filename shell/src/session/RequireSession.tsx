import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { PageLoader } from '../components/PageLoader.tsx';
import { homePathOf, loginPathOf } from './area.ts';
import { useShellExtras } from './shell-extras.ts';

/** Routes of a signed-in area: guests go to that area's login and come back after signing in. */
export function RequireSession({ area, children }: { area: UserType; children: ReactNode }) {
  const { session } = useShell();
  const { sessionUnavailable, retrySession } = useShellExtras();
  const location = useLocation();

  if (session.status === 'loading') return <PageLoader />;
  if (sessionUnavailable) {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" role="alert" title={<Trans>Your account could not be loaded</Trans>}>
          <Button mt="sm" onClick={retrySession}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      </Container>
    );
  }
  if (session.status === 'guest') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathOf(area)} replace state={{ from }} />;
  }
  // A customer with no expert profile has nothing in the expert area (its pages would only show
  // the api's refusals): their own home, where Expert Account offers to become one.
  if (area === 'expert' && session.status === 'signed-in' && session.user?.is_expert === false) {
    return <Navigate to={homePathOf('customer')} replace />;
  }
  return children;
}
