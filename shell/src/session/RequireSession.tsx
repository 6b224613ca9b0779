import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { PageLoader } from '../components/PageLoader.tsx';
import { loginPathOf } from './area.ts';
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
  return children;
}
