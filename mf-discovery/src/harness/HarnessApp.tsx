import { BrowserRouter } from 'react-router-dom';
import { RemoteHarness } from 'shared-contracts/harness';
import { catalogs } from '../i18n/catalogs.ts';
import { HarnessLayout } from './HarnessLayout.tsx';

/** The remote alone: the shell's providers from the harness kit, and a router of its own. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <BrowserRouter>
        <HarnessLayout />
      </BrowserRouter>
    </RemoteHarness>
  );
}
