import { Trans } from '@lingui/react/macro';
import { LegalPage } from './LegalPage.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';

export function PrivacyPage() {
  return (
    <LegalPage
      title={<Trans>Privacy Policy</Trans>}
      intro={<Trans>How we handle your personal data.</Trans>}
      sections={PRIVACY_SECTIONS}
    />
  );
}
