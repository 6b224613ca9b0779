import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type Path, Router } from 'react-router-dom';
import { cssVariablesResolver, theme } from 'remote-kit/theme';
import type { Locale } from 'shared-contracts';
import { storeLocaleBeforeLeaving } from '../i18n/locale-store.ts';
import { ISLAND_ATTRIBUTE } from '../layout/island-names.ts';
import { LabelledMantineControls } from '../providers/LabelledMantineControls.tsx';
import { type Frame, FrameContext } from '../session/frame.ts';
import type { PageData } from '../ssr/page-data.ts';
import { documentNavigator } from './document-navigator.ts';
import { IslandPageData } from './island-page-data.ts';
import { currentIslandSession, useIslandSession } from './island-session.ts';
import { keepIslandInput } from './kept-text.ts';

/**
 * Another language is the page rendered again in it (the server renders a guest's page in the
 * cookie's), with what its islands showed kept.
 */
async function switchLanguage(locale: Locale): Promise<void> {
  keepIslandInput(`[${ISLAND_ATTRIBUTE}]`);
  await storeLocaleBeforeLeaving(locale);
  await currentIslandSession().saveLanguage?.(locale);
  window.location.reload();
}

/**
 * What an island needs around it, as the app gives it on the server: the theme (its CSS variables
 * and global classes are on the page already, written by the server's render), the page's
 * language, a router whose links load their page, and the page's frame (a guest's, until an island
 * signs its visitor in: island-session.ts).
 */
interface IslandProvidersProps {
  i18n: I18n;
  /** The page's data: its language, and the answers it was rendered with. */
  data: PageData;
  /** The page's address. */
  location: Path;
  children: ReactNode;
}

export function IslandProviders({ i18n, data, location, children }: IslandProvidersProps) {
  const { locale } = data;
  const { session, accountMode } = useIslandSession();
  const frame = useMemo<Frame>(
    () => ({ session, accountMode, locale, setLocale: (next) => void switchLanguage(next) }),
    [session, accountMode, locale],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <I18nProvider i18n={i18n}>
        <LabelledMantineControls>
          <Router location={location} navigator={documentNavigator}>
            <IslandPageData.Provider value={data}>
              <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>
            </IslandPageData.Provider>
          </Router>
        </LabelledMantineControls>
      </I18nProvider>
    </MantineProvider>
  );
}
