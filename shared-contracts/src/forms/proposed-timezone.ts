import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { browserTimezone, useTimezones } from 'shared-contracts/react';

/**
 * Proposes the browser's own time zone in a form's `timezone` field until the person picks one
 * (when the api offers that zone): a sign-up's account step.
 */
export function useProposedTimezone<T extends FieldValues & { timezone: string }>(
  form: UseFormReturn<T>,
): void {
  const timezones = useTimezones();
  const ownZone = browserTimezone(timezones.data);
  useEffect(() => {
    const field = 'timezone' as Path<T>;
    if (ownZone && !form.getValues(field)) form.setValue(field, ownZone as PathValue<T, Path<T>>);
  }, [ownZone, form]);
}
