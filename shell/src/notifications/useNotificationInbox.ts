import { useEffect, useMemo, useRef, useState } from 'react';
import { type AppNotification, type Paginated, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWRInfinite from 'swr/infinite';

/** Notifications a page of the bell's list. */
const NOTIFICATIONS_PAGE = 20;

type NotificationPage = Paginated<AppNotification>;

const emptyPage = (): NotificationPage => ({
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: NOTIFICATIONS_PAGE, total: 0, from: null, to: null },
});

/** A notification the socket pushed, put first in the loaded pages (once) and counted. */
function withArrival(pages: NotificationPage[] | undefined, notification: AppNotification) {
  if (!pages || pages.length === 0) return pages;
  if (pages.some((page) => page.data.some((item) => item.id === notification.id))) return pages;
  return pages.map((page, index) => ({
    ...page,
    data: index === 0 ? [notification, ...page.data] : page.data,
    meta: { ...page.meta, total: page.meta.total + 1 },
  }));
}

/**
 * The signed-in user's notifications for the bell: GET /notifications, newest first, a page at a
 * time (`loadMore`). The api has no read flag: a notification is shown (and counted) until the user
 * clears them all (PUT /notifications/clear), so `count` is how many there are since the last clear.
 * The socket's events (through the shell's realtime hub) keep it current: a new notification is
 * added at once, `notifications.cleared` (this or another tab cleared) empties it, and the loaded
 * pages are read again when the socket is back after a drop (what came meanwhile was missed).
 */
export function useNotificationInbox(userId: number | null) {
  const { api, realtime } = useShell();
  // A clear starts a new list (new keys): nothing of the old pages can come back from the cache.
  const [generation, setGeneration] = useState(0);
  const swr = useSWRInfinite<
    NotificationPage,
    unknown,
    (index: number) => readonly [string, number, number, number] | null
  >(
    (index) => (userId === null ? null : (['bell/notifications', userId, generation, index + 1] as const)),
    ([, , , page]) => api.list<AppNotification>(paths.notifications, { page, per_page: NOTIFICATIONS_PAGE }),
    // After a clear the list is known to be empty until the api says otherwise.
    { revalidateFirstPage: false, ...(generation > 0 ? { fallbackData: [emptyPage()] } : {}) },
  );
  const { data: pages, mutate, size, setSize, error, isValidating } = swr;
  const loaded = useRef(pages);
  loaded.current = pages;

  // Back after a drop: notifications of the time the socket was down were not pushed; read again.
  useEffect(() => {
    if (userId === null) return;
    return realtime.onReconnected(() => void mutate());
  }, [userId, realtime, mutate]);

  useEffect(() => {
    if (userId === null) return;
    return realtime.subscribe((event) => {
      if (event.type === 'notification') {
        void mutate((current) => withArrival(current, event.notification), { revalidate: false });
        // Nothing loaded yet (or the first load failed): load it now, the arrival included.
        if (!loaded.current) void mutate();
      } else if (event.type === 'notifications.cleared') {
        setGeneration((current) => current + 1);
      }
    });
  }, [userId, realtime, mutate]);

  const items = useMemo(() => {
    // A page loaded after an arrival overlaps the one before it by the rows that moved down.
    const seen = new Set<number>();
    const list: AppNotification[] = [];
    for (const page of pages ?? [])
      for (const item of page.data)
        if (!seen.has(item.id)) {
          seen.add(item.id);
          list.push(item);
        }
    return list;
  }, [pages]);

  const count = pages?.[0]?.meta.total ?? 0;
  const lastPage = pages?.[pages.length - 1];
  const loadingMore = size > 1 && pages !== undefined && pages.length < size;
  const hasMore = pages !== undefined && items.length < count && (lastPage?.data.length ?? 0) > 0;

  return {
    items,
    count,
    /** The first page is being loaded (nothing to show yet). */
    loading: pages === undefined && error === undefined,
    loadingMore,
    hasMore,
    error: pages === undefined ? error : undefined,
    /** A later page failed: the list stays, with a Retry. */
    moreError: pages !== undefined ? error : undefined,
    validating: isValidating,
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
    /** PUT /notifications/clear, then the list is empty (the socket's `cleared` tells other tabs). */
    async clear() {
      await api.put(paths.clearNotifications);
      setGeneration((current) => current + 1);
    },
  };
}
