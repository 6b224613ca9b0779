import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** Mantine's toasts, in a chunk of their own: most visits to a form island show none. */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** The toasts of a form island, loaded with the first one shown (the store keeps it meanwhile). */
export function IslandToasts() {
  const shown = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  ) : null;
}
