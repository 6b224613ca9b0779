import { Outlet, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout.tsx';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage.tsx';
import { CustomerAccountPage } from '../pages/customer/CustomerAccountPage.tsx';
import { CustomerHomePage } from '../pages/customer/CustomerHomePage.tsx';
import { CategorySearchRoute, ExpertProfileRoute, ExpertSearchRoute } from '../pages/discovery.tsx';
import { ExpertHomePage } from '../pages/expert/ExpertHomePage.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { PrivacyPage } from '../pages/legal/PrivacyPage.tsx';
import { TermsPage } from '../pages/legal/TermsPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SignUpPage } from '../pages/signup/SignUpPage.tsx';
import { RequireSession } from '../session/RequireSession.tsx';

/** The only router of the page (spec §2 route table; expert-area routes of the second document). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="customer/login" element={<LoginPage area="customer" />} />
        <Route path="experts/login" element={<LoginPage area="expert" />} />
        <Route path="get-started" element={<SignUpPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="experts" element={<CategorySearchRoute area="guest" />} />
        <Route path="experts/search" element={<ExpertSearchRoute area="guest" />} />
        <Route path="experts/:id" element={<ExpertProfileRoute area="guest" />} />
        <Route
          path="customer/app"
          element={
            <RequireSession area="customer">
              <Outlet />
            </RequireSession>
          }
        >
          <Route index element={<CustomerHomePage />} />
          <Route path="account" element={<CustomerAccountPage />} />
          <Route path="experts" element={<CategorySearchRoute area="customer" />} />
          <Route path="experts/search" element={<ExpertSearchRoute area="customer" />} />
          <Route path="experts/:id" element={<ExpertProfileRoute area="customer" />} />
        </Route>
        <Route
          path="experts/app"
          element={
            <RequireSession area="expert">
              <Outlet />
            </RequireSession>
          }
        >
          <Route index element={<ExpertHomePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
