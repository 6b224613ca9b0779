import { Trans } from '@lingui/react/macro';
import { LegalPage } from './LegalPage.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';

export function TermsPage() {
  return (
    <LegalPage
      title={<Trans>Terms and Conditions</Trans>}
      intro={<Trans>Please read these terms carefully before using the service.</Trans>}
      sections={TERMS_SECTIONS}
    />
  );
}
