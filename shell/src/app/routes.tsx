import type { ReactNode } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import type { Area } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { Island } from '../layout/Island.tsx';
import { Layout } from '../layout/Layout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { REMOTE_PAGES } from '../remote-pages/route-table.ts';
import { RequireSession } from '../session/RequireSession.tsx';
import { RemotePageRoute } from './RemotePageRoute.tsx';
import {
  CustomerAccountPage,
  CustomerHomePage,
  ExpertAccountEditPage,
  ExpertHomePage,
  ExpertSignUpPage,
  ForgotPasswordPage,
  HomePage,
  LegalPage,
  LoginPage,
  ResetPasswordPage,
  SignUpPage,
  SocialCallbackPage,
} from './shell-pages.tsx';

/** The shell's own pages of an area, beside the remote pages the table gives it. */
const SHELL_PAGES: Record<Area, RouteObject[]> = {
  guest: [
    { path: pages.home.pattern, element: <HomePage /> },
    { path: pages.terms.pattern, element: <LegalPage kind="terms" /> },
    { path: pages.privacy.pattern, element: <LegalPage kind="privacy" /> },
    {
      path: pages.customer.login.pattern,
      element: (
        <Island name="customer-login">
          <LoginPage area="customer" />
        </Island>
      ),
    },
    {
      path: pages.expert.login.pattern,
      element: (
        <Island name="expert-login">
          <LoginPage area="expert" />
        </Island>
      ),
    },
    {
      path: pages.signUp.pattern,
      element: (
        <Island name="customer-sign-up">
          <SignUpPage />
        </Island>
      ),
    },
    {
      path: pages.forgotPassword.pattern,
      element: (
        <Island name="forgot-password">
          <ForgotPasswordPage />
        </Island>
      ),
    },
    {
      path: pages.resetPassword.pattern,
      element: (
        <Island name="reset-password">
          <ResetPasswordPage />
        </Island>
      ),
    },
    { path: pages.socialCallback.pattern, element: <SocialCallbackPage /> },
    // The table's mf-expert-studio wizard, after a guest's step 1 (an island: the shell's).
    { path: pages.expert.signUp.pattern, element: <ExpertSignUpPage /> },
  ],
  customer: [
    { path: pages.customer.home.pattern, element: <CustomerHomePage /> },
    { path: pages.customer.account.pattern, element: <CustomerAccountPage /> },
  ],
  expert: [
    { path: pages.expert.home.pattern, element: <ExpertHomePage /> },
    { path: pages.expert.accountEdit.pattern, element: <ExpertAccountEditPage /> },
  ],
};

function areaRoutes(area: Area): RouteObject[] {
  // A shell page at a remote page's path draws that remote itself (the experts' sign-up); the
  // table's entry still feeds intent preloading and the hydration's preload.
  const shellPaths = new Set(SHELL_PAGES[area].map((route) => route.path));
  const remotePages = REMOTE_PAGES.filter((page) => page.area === area && !shellPaths.has(page.path)).map(
    (page): RouteObject => ({ path: page.path, element: <RemotePageRoute page={page} /> }),
  );
  return [...SHELL_PAGES[area], ...remotePages];
}

/** A signed-in area: a guest is sent to that area's login and comes back after signing in. */
function guarded(area: Exclude<Area, 'guest'>): RouteObject {
  const element: ReactNode = (
    <RequireSession area={area}>
      <Outlet />
    </RequireSession>
  );
  return { element, children: areaRoutes(area) };
}

export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...areaRoutes('guest'),
      guarded('customer'),
      guarded('expert'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The only router of the page (spec §2 route tables of both documents). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
