import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { appAreaOf } from '../session/area.ts';
import { AppTopBar } from './AppTopBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Island } from './Island.tsx';
import classes from './Layout.module.css';
import { useBrandTitleOnNavigate } from './useBrandTitleOnNavigate.ts';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';

/** Page frame: the public header or the signed-in top bar, the route, the footer. */
export function Layout() {
  const { pathname } = useLocation();
  const area = appAreaOf(pathname);
  useScrollOnNavigate();
  useBrandTitleOnNavigate();
  return (
    <Box className={classes.page}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {/* Keyed by area: turning expert or back from the menu lands on a new bar, its menu closed. */}
      {area ? (
        <AppTopBar key={area} area={area} />
      ) : (
        <Island name="header">
          <Header />
        </Island>
      )}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {/* A lazily loaded shell page: the region is busy until its chunk has arrived. */}
        <Suspense
          fallback={
            <div aria-busy="true">
              <PageLoader />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer compact={area === 'expert'} />
    </Box>
  );
}
