import { useEffect, useMemo, useRef, useState } from 'react';
import { type AppNotification, call, type NotificationsPage, notificationApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWRInfinite from 'swr/infinite';

/** Notifications a page of the bell's list. */
const NOTIFICATIONS_PAGE = 20;

type NotificationPage = NotificationsPage;

const emptyPage = (): NotificationPage => ({
  data: [],
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: NOTIFICATIONS_PAGE,
    total: 0,
    from: null,
    to: null,
    unread: 0,
  },
});

/** A notification the socket pushed, put first in the loaded pages (once) and counted. */
function withArrival(pages: NotificationPage[] | undefined, notification: AppNotification) {
  if (!pages || pages.length === 0) return pages;
  if (pages.some((page) => page.data.some((item) => item.id === notification.id))) return pages;
  return pages.map((page, index) => ({
    ...page,
    data: index === 0 ? [notification, ...page.data] : page.data,
    meta: { ...page.meta, total: page.meta.total + 1, unread: page.meta.unread + 1 },
  }));
}

/** The loaded pages with every notification read (at `at`, until the api's own time is read). */
function allRead(pages: NotificationPage[] | undefined, at: string) {
  return pages?.map((page) => ({
    data: page.data.map((item) => (item.read_at === null ? { ...item, read_at: at } : item)),
    meta: { ...page.meta, unread: 0 },
  }));
}

/**
 * The signed-in user's notifications for the bell: GET /notifications, newest first, a page at a
 * time (`loadMore`). A notification is listed until the user clears them all (PUT
 * /notifications/clear); `unread` counts those not seen in an opened bell yet (`markRead`, PUT
 * /notifications/read). The socket's events (through the shell's realtime hub) keep it current: a
 * new notification is added at once, `notifications.read` and `notifications.cleared` (this or
 * another tab) mark it all read or empty it, and the loaded pages are read again when the socket
 * is back after a drop (what came meanwhile was missed).
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
    async ([, , , page]) =>
      // The api's list answers `meta.unread` beside the pagination.
      call(api, notificationApi.list, { query: { page, per_page: NOTIFICATIONS_PAGE } }),
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
      } else if (event.type === 'notifications.read') {
        void mutate((current) => allRead(current, new Date().toISOString()), { revalidate: false });
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
  const unread = pages?.[0]?.meta.unread ?? 0;
  const lastPage = pages?.[pages.length - 1];
  const loadingMore = size > 1 && pages !== undefined && pages.length < size;
  const hasMore = pages !== undefined && items.length < count && (lastPage?.data.length ?? 0) > 0;

  return {
    items,
    /** How many notifications are listed (every page), and how many of them are unread. */
    count,
    unread,
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
    /** PUT /notifications/read, then the list read again (the socket's `read` tells other tabs). */
    async markRead() {
      await call(api, notificationApi.read);
      await mutate((current) => allRead(current, new Date().toISOString()));
    },
    /** PUT /notifications/clear, then the list is empty (the socket's `cleared` tells other tabs). */
    async clear() {
      await call(api, notificationApi.clear);
      setGeneration((current) => current + 1);
    },
  };
}
