import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { call, expertProfileApi, translate } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';

/**
 * Switches the account to expert mode (PUT experts/profile/switch), with the api's
 * 'Account change to EXPERT', then hands over to the shell (`onExpertMode`: account mode, home).
 */
export function useEnterExpertMode(onExpertMode: () => void) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await call(api, expertProfileApi.switchMode, { body: { is_account_expert: true } });
      if (!answer.data.is_account_expert) {
        notify.error(answer.message ?? translate('subscriptionNeeded', locale));
        return;
      }
      notify.success(answer.message ?? translate('accountChangedExpert', locale));
      onExpertMode();
    } catch (error) {
      notify.error(errorMessage(error, t`An error has occurred`));
    } finally {
      setBusy(false);
    }
  }, [api, locale, notify, onExpertMode, t]);

  return { run, busy };
}
