import { useState } from 'react';
import { call, feedbackApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';

/** The SWR entries that show whether this expert is a favourite: every grid, and the expert's page. */
function showsFavourite(expertId: number) {
  return (key: unknown) =>
    Array.isArray(key) &&
    (key[0] === 'discovery/experts' || (key[0] === 'discovery/expert' && key[2] === expertId));
}

/**
 * Spec §4: a non-favourite expert is added, a favourite one removed; on completion the lists are
 * read again. A failed change is only logged. `saving` covers the request and the refetch after it.
 */
export function useFavouriteToggle(expertId: number, favourite: boolean) {
  const { api } = useShell();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await call(api, favourite ? feedbackApi.removeFavourite : feedbackApi.addFavourite, {
        params: { id: expertId },
      });
      await mutate(showsFavourite(expertId));
    } catch (error) {
      console.error('The favourite could not be changed', error);
    } finally {
      setSaving(false);
    }
  };

  return { saving, toggle };
}
