import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { expertProfileApi } from 'shared-contracts';
import { useSave } from './useSave.ts';

/** Whether customers can book the expert now (PUT experts/profile/availability). */
export function AvailabilitySwitch({ available, onSaved }: { available: boolean; onSaved(): void }) {
  const { t } = useLingui();
  const save = useSave();
  // Shown at once; put back when the api refuses.
  const [shown, setShown] = useState(available);
  const [seen, setSeen] = useState(available);
  if (available !== seen) {
    setSeen(available);
    setShown(available);
  }
  return (
    <Switch
      label={t`Available for new meetings`}
      checked={shown}
      disabled={save.busy}
      onChange={async (event) => {
        const next = event.currentTarget.checked;
        setShown(next);
        if (
          await save.send(
            expertProfileApi.availability,
            { body: { is_available: next } },
            'availabilityUpdated',
          )
        )
          onSaved();
        else setShown(!next);
      }}
    />
  );
}
