import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppNotification } from 'shared-contracts';

export interface NotificationText {
  title: string;
  message: string;
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/** "27 nov 2026, 15:00–15:30" in the page's language and the browser's time zone; '' when unreadable. */
export function meetingTime(startsAt: string, endsAt: string, locale: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(start, end);
}

/**
 * The toast of a stored notification, in the active language. `userId` tells which side of a
 * meeting the reader is on. Types without a text of their own get a generic one.
 */
export function notificationText(
  notification: AppNotification,
  userId: number,
  i18n: I18n,
): NotificationText {
  const { data } = notification;
  if (notification.type === 'meeting.booked') {
    const when = meetingTime(text(data, 'starts_at'), text(data, 'ends_at'), i18n.locale);
    if (data.expert_id === userId) {
      const name = text(data, 'customer_name');
      return {
        title: i18n._(msg`New meeting booked`),
        message: i18n._(msg`${name} booked a meeting with you: ${when}`),
      };
    }
    const name = text(data, 'expert_name');
    return {
      title: i18n._(msg`Meeting booked`),
      message: i18n._(msg`Your meeting with ${name} is booked: ${when}`),
    };
  }
  return { title: i18n._(msg`New notification`), message: i18n._(msg`You have a new notification.`) };
}
