import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';
import { useShell } from 'shared-contracts/react';
import { RemoteRoute } from '../../federation/RemoteRoute.tsx';
import { Island } from '../../layout/Island.tsx';
import { takeHandedOverExpertAccount } from './account-handover.ts';
import { ExpertSignUpStart } from './ExpertSignUpStart.tsx';

/**
 * `/experts/get-started`: a guest's step 1 is the shell's (an island on the server's page), then
 * mf-expert-studio's wizard goes on from step 2 with it. A signed-in customer, a guest back from a
 * social provider (`?provider=`) and a registered expert (steps 3 and 4) see the wizard alone.
 */
export function ExpertSignUpPage() {
  const { session } = useShell();
  const [search] = useSearchParams();
  // Typed in the page's island before the app took the page over, or here.
  const [account, setAccount] = useState(takeHandedOverExpertAccount);
  const guest = session.status === 'guest';
  if (guest && account === null && !search.has('provider')) {
    return (
      <Island name="expert-sign-up">
        <ExpertSignUpStart onDone={setAccount} />
      </Island>
    );
  }
  return (
    <RemoteRoute
      remote="mf_expert_studio"
      module="./ExpertSignUp"
      props={{
        homePath: pages.expert.home.build(),
        loginPath: pages.expert.login.build(),
        ...(guest && account ? { account } : {}),
      }}
    />
  );
}
