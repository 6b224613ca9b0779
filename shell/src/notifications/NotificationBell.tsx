import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, type AppNotification, formatLongDateTime, type UserType } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useShellExtras } from '../session/shell-extras.ts';
import classes from './NotificationBell.module.css';
import { notificationLink, notificationText } from './notification-text.ts';
import { notificationTime } from './time.ts';
import { useNotificationInbox } from './useNotificationInbox.ts';

function NotificationItem({
  notification,
  userId,
  area,
  now,
  timeZone,
  fresh,
  onNavigate,
}: {
  notification: AppNotification;
  /** Unread when the bell was opened: marked new while the panel shows it. */
  fresh: boolean;
  userId: number;
  area: UserType;
  now: Date;
  /** The reader's profile zone; undefined: the browser's. */
  timeZone: string | undefined;
  onNavigate(): void;
}) {
  const { i18n } = useLingui();
  const { title, message } = notificationText(notification, userId, i18n, timeZone);
  const link = notificationLink(notification, userId, area);
  const heading = link ? (
    <Anchor component={Link} to={link} onClick={onNavigate} fw={600} size="sm" className={classes.link}>
      {title}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {title}
    </Text>
  );
  return (
    <Box component="li" className={classes.item} data-fresh={fresh || undefined}>
      {fresh ? (
        <Text size="xs" fw={700} c="teal.9" className={classes.fresh} data-fresh-mark>
          <Trans>New</Trans>
        </Text>
      ) : null}
      {heading}
      <Text size="sm">{message}</Text>
      <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
        <span title={formatLongDateTime(notification.created_at, i18n.locale, timeZone)}>
          {notificationTime(notification.created_at, now, i18n.locale, timeZone)}
        </span>
      </Text>
    </Box>
  );
}

/**
 * The top bar's bell (signed-in areas): the count of unread notifications as a badge, and a panel
 * with the list since the last clear (newest first, 'Load more'), each with its link, and 'Clear'.
 * Opening the panel marks them read (those unread until then are marked New while it is open).
 * Times read in the profile's zone, where the user said they are, not the browser's.
 */
export function NotificationBell({ area }: { area: UserType }) {
  const { t } = useLingui();
  const { session, notify } = useShell();
  const { profileZone } = useShellExtras();
  const userId = session.status === 'signed-in' ? (session.user?.id ?? null) : null;
  const inbox = useNotificationInbox(userId);
  const [opened, setOpened] = useState(false);
  /** The notifications unread when the panel was opened. */
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const close = () => setOpened(false);
  const toggle = () => {
    setOpened(!opened);
    if (opened || inbox.loading) return;
    setFresh(new Set(inbox.items.filter((item) => item.read_at === null).map((item) => item.id)));
    // Opening marks the list read, then reads it again (events missed while the socket was down
    // show up too); a failed mark leaves them unread for the next opening.
    if (inbox.unread > 0) void inbox.markRead().catch(() => inbox.retry());
    else void inbox.retry();
  };
  const [clearing, setClearing] = useState(false);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (userId === null) return null;

  const { count, unread, items } = inbox;
  const shown = unread > 99 ? '99+' : String(unread);
  const label =
    unread === 0
      ? t`Notifications, none unread`
      : plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' });
  const now = new Date();

  const clear = async () => {
    setClearing(true);
    try {
      await inbox.clear();
      // 'Clear' is disabled now: focus stays in the panel (Escape still closes it).
      titleRef.current?.focus();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t`The notifications could not be cleared.`);
    } finally {
      setClearing(false);
    }
  };

  let body: ReactNode;
  if (inbox.loading) {
    body = (
      <Group justify="center" py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          <Trans>Loading notifications…</Trans>
        </Text>
      </Group>
    );
  } else if (inbox.error !== undefined) {
    body = (
      <Alert color="red" title={t`The notifications could not be loaded.`} role="alert">
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void inbox.retry()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Stack gap={4} py="lg" align="center">
        <Text fw={600}>
          <Trans>No notifications</Trans>
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          <Trans>New bookings, meeting reminders and answers will show here.</Trans>
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto" offsetScrollbars>
          <Box component="ul" className={classes.list} aria-labelledby={titleId}>
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                notification={item}
                userId={userId}
                area={area}
                now={now}
                timeZone={profileZone}
                fresh={fresh.has(item.id)}
                onNavigate={close}
              />
            ))}
          </Box>
        </ScrollArea.Autosize>
        {inbox.moreError !== undefined ? (
          <Alert color="red" title={t`More notifications could not be loaded.`} role="alert" mt="xs">
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void inbox.loadMore()}>
              <Trans>Retry</Trans>
            </Button>
          </Alert>
        ) : inbox.hasMore || inbox.loadingMore ? (
          <Button
            variant="subtle"
            fullWidth
            mt="xs"
            loading={inbox.loadingMore}
            onClick={() => void inbox.loadMore()}
          >
            <Trans>Load more</Trans>
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Indicator
      label={<span aria-hidden="true">{shown}</span>}
      disabled={unread === 0}
      size={18}
      color="red"
      offset={6}
      inline
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 24px))"
        shadow="md"
        trapFocus
        returnFocus
        closeOnEscape
        zIndex={300}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label} onClick={toggle}>
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId} p="sm">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Title order={2} size="h5" id={titleId} ref={titleRef} tabIndex={-1}>
              <Trans>Notifications</Trans>
            </Title>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => void clear()}
              loading={clearing}
              disabled={items.length === 0 && count === 0}
            >
              <Trans>Clear</Trans>
            </Button>
          </Group>
          {body}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
