import { useLingui } from '@lingui/react/macro';
import type { TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { dayOf, formatLongDate, hourOf } from '../format/dates.ts';

/**
 * The expert's local time of a slot, 'Expert's time: 10:00 – 10:15', with the expert's date
 * ('PPP') when the slot starts on another day there than in the customer's (chosen) zone:
 * 'Expert's time: 10:00 – 10:15 (May 13, 2030)'.
 */
export function ExpertTime({
  slot,
}: {
  slot: Pick<TimeSlot, 'start_time' | 'end_time' | 'start_time_converted'>;
}) {
  const { t } = useLingui();
  const { locale } = useShell();
  const theirs = `${hourOf(slot.start_time)} – ${hourOf(slot.end_time)}`;
  if (dayOf(slot.start_time) === dayOf(slot.start_time_converted)) return t`Expert's time: ${theirs}`;
  const expertDate = formatLongDate(dayOf(slot.start_time), locale);
  return t`Expert's time: ${theirs} (${expertDate})`;
}
