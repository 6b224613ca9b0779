import { RemoteHarness } from 'remote-kit/harness';
import { catalogs } from '../i18n/catalogs.ts';
import { HarnessLayout } from './HarnessLayout.tsx';

/** The remote alone: the shell's providers (router included) from the remote kit. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessLayout />
    </RemoteHarness>
  );
}
