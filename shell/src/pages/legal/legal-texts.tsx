import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';
import { type LegalSection, TERMS_SECTIONS } from './terms-sections.ts';

export type LegalKind = 'terms' | 'privacy';

interface LegalTexts {
  title: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Each legal text's title, introduction and sections: one source for its page and its dialog. */
export const LEGAL_TEXTS: Record<LegalKind, LegalTexts> = {
  terms: {
    title: <Trans>Terms and Conditions</Trans>,
    intro: <Trans>Please read these terms carefully before using the service.</Trans>,
    sections: TERMS_SECTIONS,
  },
  privacy: {
    title: <Trans>Privacy Policy</Trans>,
    intro: <Trans>How we handle your personal data.</Trans>,
    sections: PRIVACY_SECTIONS,
  },
};
