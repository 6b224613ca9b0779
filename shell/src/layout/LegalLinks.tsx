import { Trans } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { LegalDialog } from '../pages/legal/LegalDialog.tsx';
import type { LegalKind } from '../pages/legal/legal-texts.tsx';

/** Terms and privacy: a plain click reads the text in its dialog, a click for a new tab or window opens the page. */
export function LegalLinks() {
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const openIn = (kind: LegalKind) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLegal(kind);
  };
  return (
    <Group gap="lg" wrap="wrap">
      <LegalDialog kind={legal} onClose={() => setLegal(null)} />
      <Anchor component={Link} to={pages.terms.build()} size="sm" onClick={openIn('terms')}>
        <Trans>Terms of Use</Trans>
      </Anchor>
      <Anchor component={Link} to={pages.privacy.build()} size="sm" onClick={openIn('privacy')}>
        <Trans>Privacy Policy</Trans>
      </Anchor>
    </Group>
  );
}
