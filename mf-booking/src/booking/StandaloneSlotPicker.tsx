import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useState } from 'react';
import type { SlotPickerProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useProfileZone } from '../api/useProfileZone.ts';
import { DateHourPicker } from './DateHourPicker.tsx';

/**
 * The date and hour picking of the booking on its own, holding its zone, date and hour itself
 * (the booking keeps them in its URL): the zone starts as the viewer's profile zone, and each
 * pick of an hour reports its slot; another zone or date clears the choice (null).
 */
export function StandaloneSlotPicker({ source, onChange }: SlotPickerProps) {
  const { t } = useLingui();
  const { session } = useShell();
  const profileZone = useProfileZone(session.userType === 'expert' ? 'expert' : 'customer');
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [hour, setHour] = useState<string | null>(null);
  const zone = chosenZone ?? profileZone;
  if (!zone || !profileZone) return <Loader size="sm" aria-label={t`Loading hours`} />;

  const clear = () => {
    setHour(null);
    onChange(null);
  };
  return (
    <DateHourPicker
      source={source}
      zone={zone}
      profileZone={profileZone}
      date={date}
      hour={hour}
      onZoneChange={(next) => {
        setChosenZone(next);
        clear();
      }}
      onDateChange={(next) => {
        setDate(next);
        clear();
      }}
      onHourChange={(next, slot) => {
        setHour(next);
        onChange(slot);
      }}
    />
  );
}
