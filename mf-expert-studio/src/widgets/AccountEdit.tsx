import { RemoteCatalogGate } from 'shared-contracts/react';
import { AccountEditScreen } from '../account-edit/AccountEditScreen.tsx';
import { catalogs } from '../i18n/catalogs.ts';

/** `./AccountEdit`: the expert's details, expertise, schedule and rates (the shell adds the password). */
export default function AccountEdit() {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <AccountEditScreen />
    </RemoteCatalogGate>
  );
}
