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
import { ApiError, type AppNotification, type UserType } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useShellExtras } from '../session/shell-extras.ts';
import classes from './NotificationBell.module.css';
import { notificationLink, notificationText } from './notification-text.ts';
import { absoluteTime, notificationTime } from './time.ts';
import { useNotificationInbox } from './useNotificationInbox.ts';

function NotificationItem({
  notification,
  userId,
  area,
  now,
  timeZone,
  onNavigate,
}: {
  notification: AppNotification;
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
    <Box component="li" className={classes.item}>
      {heading}
      <Text size="sm">{message}</Text>
      <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
        <span title={absoluteTime(notification.created_at, i18n.locale, timeZone)}>
          {notificationTime(notification.created_at, now, i18n.locale, timeZone)}
        </span>
      </Text>
    </Box>
  );
}

/**
 * The top bar's bell (signed-in areas): the count of notifications since the last clear as a badge,
 * and a panel with their list (newest first, 'Load more'), each with its link, and 'Clear'. Times
 * read in the profile's zone, where the user said they are, not the browser's.
 */
export function NotificationBell({ area }: { area: UserType }) {
  const { t } = useLingui();
  const { session, notify } = useShell();
  const { profileZone } = useShellExtras();
  const userId = session.status === 'signed-in' ? (session.user?.id ?? null) : null;
  const inbox = useNotificationInbox(userId);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const toggle = () => {
    setOpened(!opened);
    // Opening reads the list again: events missed while the socket was down show up too.
    if (!opened && !inbox.loading) void inbox.retry();
  };
  const [clearing, setClearing] = useState(false);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (userId === null) return null;

  const { count, items } = inbox;
  const shown = count > 99 ? '99+' : String(count);
  const label =
    count === 0
      ? t`Notifications, none unread`
      : plural(count, { one: 'Notifications, # unread', other: 'Notifications, # unread' });
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
      disabled={count === 0}
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
