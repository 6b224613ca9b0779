import { createContext, useContext } from 'react';
import type { Locale, UserType } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';

/**
 * What the page's frame (the header, the footer's links and language switch) reads of the shell:
 * the shell's context gives it on a page the app renders, the islands' own on an islands page
 * (islands/IslandProviders.tsx), where the rest of the shell's context does not exist.
 */
export interface Frame {
  session: Session;
  /** customer or expert mode of a signed-in user. */
  accountMode: UserType;
  locale: Locale;
  setLocale(locale: Locale): void;
}

export const FrameContext = createContext<Frame | null>(null);

export function useFrame(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrame must be used inside the shell or an island');
  return frame;
}
