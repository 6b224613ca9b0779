import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ExpertSignUpAccount } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { handOverExpertAccount } from '../pages/expert-signup/account-handover.ts';
import { ExpertSignUpStart } from '../pages/expert-signup/ExpertSignUpStart.tsx';
import { GuestShell } from './guest-shell.tsx';
import { loadAppOverIslands } from './load-app.ts';

/** Step 1 on the islands page: Continue hands the account to the app, which goes on at step 2. */
function IslandStart() {
  const { t } = useLingui();
  const { notify } = useShell();
  const [sending, setSending] = useState(false);
  const handOver = (account: ExpertSignUpAccount) => {
    setSending(true);
    handOverExpertAccount(account);
    loadAppOverIslands().catch(() => {
      setSending(false);
      notify.error(t`The page could not load. Check your connection and try again.`);
    });
  };
  return <ExpertSignUpStart sending={sending} onDone={handOver} />;
}

/**
 * The experts' sign-up page as an island (a chunk of its own). Its step 1 is typed here; step 2 on
 * is mf-expert-studio's wizard, in the app that takes the page over at Continue.
 */
export function ExpertSignUp() {
  return (
    <GuestShell>
      <IslandStart />
    </GuestShell>
  );
}
