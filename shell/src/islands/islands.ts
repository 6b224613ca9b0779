import type { ComponentType } from 'react';
import { Header } from '../layout/Header.tsx';
import { LanguageSelect } from '../layout/LanguageSelect.tsx';
import { LegalLinks } from '../layout/LegalLinks.tsx';
import type { IslandName } from './island-names.ts';

/** What each island renders: the same component the app renders inside its `<Island>`. */
export const ISLANDS: Record<IslandName, ComponentType> = {
  header: Header,
  legal: LegalLinks,
  language: LanguageSelect,
};
