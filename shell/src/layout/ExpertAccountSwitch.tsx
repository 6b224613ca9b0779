import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, expertProfileApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { homePathOf } from '../session/area.ts';
import { storeAccountMode } from '../session/cookies.ts';
import { BecomeExpertLauncher, useEnterExpertArea } from './BecomeExpertLauncher.tsx';

/**
 * 'Expert Account' switch (spec §2, §4): on → the expert profile decides (a subscription →
 * /experts/app, else mf_expert_studio's registration dialog); off → /customer/app.
 */
export function ExpertAccountSwitch() {
  const { t } = useLingui();
  const { accountMode, api, notify, refreshSession } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [registering, setRegistering] = useState(false);

  const enterExpertMode = useEnterExpertArea();

  async function switchOn() {
    setBusy(true);
    try {
      const { data } = await call(api, expertProfileApi.profile);
      if (data.subscription) {
        await enterExpertMode();
        return;
      }
      setRegistering(true);
    } catch (error) {
      // A customer without an expert profile: the registration dialog makes one.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        setRegistering(true);
      } else {
        notify.error(error instanceof Error ? error.message : t`An error has occurred`);
      }
    } finally {
      setBusy(false);
    }
  }

  async function switchOff() {
    storeAccountMode('customer');
    await refreshSession();
    navigate(homePathOf('customer'));
    notify.success(t`Account change to CUSTOMER`);
  }

  return (
    <>
      <Switch
        label={t`Expert Account`}
        checked={accountMode === 'expert'}
        disabled={busy || registering}
        onChange={(event) => void (event.currentTarget.checked ? switchOn() : switchOff())}
      />
      <BecomeExpertLauncher opened={registering} onClose={() => setRegistering(false)} />
    </>
  );
}
