import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, type ExpertProfile, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { homePathOf } from '../session/area.ts';
import { storeAccountMode } from '../session/cookies.ts';
import { notifyInfo } from '../session/notify.ts';

/**
 * 'Expert Account' switch (spec §4): on → the expert profile decides (a subscription → /experts/app,
 * else a notice: expert registration arrives with a later release); off → /customer/app.
 */
export function ExpertAccountSwitch() {
  const { t, i18n } = useLingui();
  const { accountMode, api, notify, refreshSession } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function switchOn() {
    setBusy(true);
    try {
      const { data } = await api.get<ExpertProfile>(paths.expertProfile);
      if (data.subscription) {
        storeAccountMode('expert');
        await refreshSession();
        navigate(homePathOf('expert'));
        return;
      }
      notifyInfo(i18n._(noExpertAccount), t`Expert Account`);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        notifyInfo(i18n._(noExpertAccount), t`Expert Account`);
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
    <Switch
      label={t`Expert Account`}
      checked={accountMode === 'expert'}
      disabled={busy}
      onChange={(event) => void (event.currentTarget.checked ? switchOn() : switchOff())}
    />
  );
}

const noExpertAccount = msg`Your account has no expert plan yet. Registering as an expert from a customer account comes with a later release.`;
