import { useLingui } from '@lingui/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useShell } from 'shared-contracts/react';
import { notificationText } from '../notifications/notification-text.ts';
import { useShellExtras } from '../session/shell-extras.ts';
import { openRealtime, type RealtimeOptions } from './connection.ts';
import { toldByOpenRoom } from './open-room.ts';

/** How long a realtime toast stays (longer than a form's confirmation: it comes unasked). */
const TOAST_MS = 10_000;

interface RealtimeNotificationsProps {
  /** Tests pass a connection on a fake socket. */
  connect?: (options: RealtimeOptions) => { close(): void };
}

/**
 * While a user is signed in, keeps the api's realtime socket open, hands each event to the shell
 * context's `realtime` subscribers (remotes), tells them when the socket is back after a drop
 * (what they show may have missed events), and shows each new notification (a booked meeting, …)
 * as a toast in the page's language (its times in the profile's zone), except one about the meeting whose video room is open. Signing out, or another user signing in,
 * closes the socket.
 */
export function RealtimeNotifications({ connect = openRealtime }: RealtimeNotificationsProps) {
  const { session } = useShell();
  const { i18n } = useLingui();
  const userId = session.status === 'signed-in' ? (session.user?.id ?? null) : null;
  const live = useRef(i18n);
  live.current = i18n;
  const { publishRealtime, realtimeReconnected, profileZone } = useShellExtras();
  const zone = useRef(profileZone);
  zone.current = profileZone;
  const publish = useRef(publishRealtime);
  publish.current = publishRealtime;
  const reconnected = useRef(realtimeReconnected);
  reconnected.current = realtimeReconnected;

  useEffect(() => {
    if (userId === null) return;
    const connection = connect({
      onReconnected: () => reconnected.current(),
      onMessage: (message) => {
        if (message.type === 'ready' || message.type === 'pong') return;
        publish.current(message);
        if (message.type !== 'notification') return;
        // Still listed in the bell.
        if (toldByOpenRoom(message.notification, window.location.pathname)) return;
        const { title, message: body } = notificationText(
          message.notification,
          userId,
          live.current,
          zone.current,
        );
        notifications.show({
          id: `notification-${message.notification.id}`,
          color: 'blue',
          title,
          message: body,
          autoClose: TOAST_MS,
        });
      },
    });
    return () => connection.close();
  }, [userId, connect]);

  return null;
}
