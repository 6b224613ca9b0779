import type { ComponentType } from 'react';
import { Header } from '../layout/Header.tsx';
import type { IslandName } from '../layout/island-names.ts';
import { LanguageSelect } from '../layout/LanguageSelect.tsx';
import { LegalLinks } from '../layout/LegalLinks.tsx';

/**
 * What each island renders: the same component the app renders inside its `<Island>`. The frame's
 * come with the islands' script; a login or password page's form, with the api client and the
 * form library, in a chunk only those pages load.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType>> = {
  header: async () => Header,
  legal: async () => LegalLinks,
  language: async () => LanguageSelect,
  'customer-login': async () => (await import('./sign-in-islands.tsx')).CustomerLogin,
  'expert-login': async () => (await import('./sign-in-islands.tsx')).ExpertLogin,
  'forgot-password': async () => (await import('./password-islands.tsx')).ForgotPassword,
  'reset-password': async () => (await import('./password-islands.tsx')).ResetPassword,
  'customer-sign-up': async () => (await import('./sign-up-islands.tsx')).CustomerSignUp,
  'expert-sign-up': async () => (await import('./expert-sign-up-islands.tsx')).ExpertSignUp,
};
