import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { catalogs } from '../i18n/catalogs.ts';
import Start from '../routes/Start.tsx';

/** The remote alone (`npm run dev -w __FOLDER__`): the shell's providers from the remote kit. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="__FOLDER__" />
      <Start />
    </RemoteHarness>
  );
}
