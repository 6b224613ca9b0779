import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { catalogs } from '../i18n/catalogs.ts';
import Start from '../routes/Start.tsx';

/** The remote alone (`npm run dev -w mf-meetings`): the shell's providers from the remote kit. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="mf-meetings" />
      <Start />
    </RemoteHarness>
  );
}
