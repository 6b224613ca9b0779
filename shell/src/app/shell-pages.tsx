import type { ComponentType } from 'react';
import { loadedLazy } from 'shared-contracts/react';

// The shell's own pages, each fetched with its route (the Layout's Suspense shows the loader): the
// guest search page does not download the sign-up form, the account pages or the homes first.

const preloads = new WeakMap<object, () => Promise<unknown>>();

/** The page a module exports by `name`, loaded the first time it renders or by `preloadShellPage`. */
function shellPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const page = loadedLazy(async () => (await load())[name]);
  preloads.set(page.Component, page.preload);
  return page.Component;
}

/** Loads a shell page's module ahead of its render; anything that is not a shell page is ignored. */
export function preloadShellPage(component: unknown): Promise<unknown> {
  const preload = typeof component === 'object' && component ? preloads.get(component) : undefined;
  return preload ? preload() : Promise.resolve();
}

export const HomePage = shellPage(() => import('../pages/home/HomePage.tsx'), 'HomePage');
export const LegalPage = shellPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage');
export const LoginPage = shellPage(() => import('../pages/auth/LoginPage.tsx'), 'LoginPage');
export const SignUpPage = shellPage(() => import('../pages/signup/SignUpPage.tsx'), 'SignUpPage');
export const ExpertSignUpPage = shellPage(
  () => import('../pages/expert-signup/ExpertSignUpPage.tsx'),
  'ExpertSignUpPage',
);
export const ForgotPasswordPage = shellPage(
  () => import('../pages/auth/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = shellPage(
  () => import('../pages/auth/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
export const SocialCallbackPage = shellPage(
  () => import('../pages/auth/SocialCallbackPage.tsx'),
  'SocialCallbackPage',
);
export const CustomerHomePage = shellPage(
  () => import('../pages/customer/CustomerHomePage.tsx'),
  'CustomerHomePage',
);
export const CustomerAccountPage = shellPage(
  () => import('../pages/customer/CustomerAccountPage.tsx'),
  'CustomerAccountPage',
);
export const ExpertHomePage = shellPage(() => import('../pages/expert/ExpertHomePage.tsx'), 'ExpertHomePage');
export const ExpertAccountEditPage = shellPage(
  () => import('../pages/expert/ExpertAccountEditPage.tsx'),
  'ExpertAccountEditPage',
);
