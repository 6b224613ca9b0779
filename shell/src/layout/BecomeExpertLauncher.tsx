import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { RemoteWidget, useShell } from 'shared-contracts/react';
import { homePathOf } from '../session/area.ts';
import { storeAccountMode } from '../session/cookies.ts';

/** Enters the expert area: the stored account mode, the session again, then /experts/app. */
export function useEnterExpertArea() {
  const { refreshSession } = useShell();
  const navigate = useNavigate();
  return async () => {
    storeAccountMode('expert');
    await refreshSession();
    navigate(homePathOf('expert'));
  };
}

/**
 * mf_expert_studio's registration dialog of a customer account, while `opened` (the 'Expert
 * Account' switch, the customer home's 'Upgrade now'); at its end, the expert area.
 */
export function BecomeExpertLauncher({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useLingui();
  const enterExpertArea = useEnterExpertArea();
  if (!opened) return null;
  return (
    <RemoteWidget
      remote="mf_expert_studio"
      module="./BecomeExpert"
      loading={<Loader size="xs" aria-label={t`Loading`} />}
      props={{
        opened: true,
        onClose,
        onExpertMode: () => {
          onClose();
          void enterExpertArea();
        },
      }}
    />
  );
}
