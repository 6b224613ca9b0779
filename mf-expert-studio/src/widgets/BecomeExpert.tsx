import type { BecomeExpertProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { BecomeExpertDialog } from '../become-expert/BecomeExpertDialog.tsx';
import { catalogs } from '../i18n/catalogs.ts';

/** `./BecomeExpert`: the registration dialog of a customer account (spec §2). */
export default function BecomeExpert(props: BecomeExpertProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <BecomeExpertDialog {...props} />
    </RemoteCatalogGate>
  );
}
