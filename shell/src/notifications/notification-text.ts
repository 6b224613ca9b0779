import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AppNotification,
  dateTimeFormat,
  formatDollars,
  formatLongDate,
  type UserType,
} from 'shared-contracts';
import { pages } from 'shared-contracts/pages';

export interface NotificationText {
  title: string;
  message: string;
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

function numberOf(data: Record<string, unknown>, key: string): number | null {
  const value = data[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** "First Last" of a `{ first_name, last_name }` in the data, '' when absent. */
function personName(data: Record<string, unknown>, key: string): string {
  const person = data[key];
  if (!person || typeof person !== 'object') return '';
  const { first_name: first, last_name: last } = person as Record<string, unknown>;
  return [first, last]
    .filter((part) => typeof part === 'string' && part)
    .join(' ')
    .trim();
}

/**
 * "27 de noviembre de 2026, 15:00–15:30" (the spec's long date) in the page's language and `timeZone` (the reader's profile's;
 * undefined: the browser's); '' when unreadable.
 */
export function meetingTime(startsAt: string, endsAt: string, locale: string, timeZone?: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).formatRange(start, end);
}

/** "15:30" (24-hour, spec) in `timeZone`; '' when unreadable. */
export function clockTime(at: string, locale: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    date,
  );
}

/** "$40.00" (amounts come from the api in dollars). */
function dollars(amount: number | null, locale: string): string {
  return amount === null ? '' : formatDollars(amount, locale);
}

/**
 * The text of a stored notification (toast and the bell's list), in the active language, its times
 * in `timeZone` (the reader's profile's). `userId` tells which side of a meeting the reader is on.
 * A type this build does not know gets a generic text.
 */
export function notificationText(
  notification: AppNotification,
  userId: number,
  i18n: I18n,
  timeZone?: string,
): NotificationText {
  const { data } = notification;
  const { locale } = i18n;
  /** A name the data carries; one erased with its account reads 'Deleted account'. */
  const named = (key: string) => {
    const value = text(data, key);
    return value || (key in data ? i18n._(msg`Deleted account`) : '');
  };
  const name = named('name');
  switch (notification.type) {
    case 'meeting.booked': {
      const when = meetingTime(text(data, 'starts_at'), text(data, 'ends_at'), locale, timeZone);
      if (data.expert_id === userId) {
        const customer = named('customer_name');
        return {
          title: i18n._(msg`New meeting booked`),
          message: i18n._(msg`${customer} booked a meeting with you: ${when}`),
        };
      }
      const expert = named('expert_name');
      return {
        title: i18n._(msg`Meeting booked`),
        message: i18n._(msg`Your meeting with ${expert} is booked: ${when}`),
      };
    }
    case 'meeting.start_soon': {
      const at = clockTime(text(data, 'starts_at'), locale, timeZone);
      return {
        title: i18n._(msg`Meeting starts soon`),
        message: i18n._(msg`Your meeting with ${name} starts at ${at}.`),
      };
    }
    case 'meeting.finished':
      return {
        title: i18n._(msg`Meeting finished`),
        message: i18n._(msg`Your meeting with ${name} has finished.`),
      };
    case 'meeting.extension_offered':
      return {
        title: i18n._(msg`More time available`),
        message: i18n._(msg`Your meeting with ${name} is ending: you can ask for more time.`),
      };
    case 'meeting.extension_requested':
      return {
        title: i18n._(msg`More time requested`),
        message: i18n._(msg`${name} asks to extend your meeting.`),
      };
    case 'meeting.extension_accepted':
      return {
        title: i18n._(msg`Extension accepted`),
        message: i18n._(msg`${name} accepted more time: pay to extend the meeting.`),
      };
    case 'meeting.extension_declined':
      return {
        title: i18n._(msg`Extension declined`),
        message: i18n._(msg`${name} declined more time; the meeting ends as planned.`),
      };
    case 'meeting.extended': {
      const minutes = numberOf(data, 'minutes') ?? 0;
      const until = clockTime(text(data, 'ends_at'), locale, timeZone);
      return {
        title: i18n._(msg`Meeting extended`),
        message: i18n._(msg`${name} extended your meeting by ${minutes} min; it now ends at ${until}.`),
      };
    }
    case 'meeting.cancelled': {
      const when = meetingTime(text(data, 'starts_at'), text(data, 'ends_at'), locale, timeZone);
      const refund = dollars(numberOf(data, 'refund'), locale);
      if (data.by === 'expert')
        return {
          title: i18n._(msg`Meeting cancelled`),
          message: i18n._(
            msg`${name} cancelled your meeting of ${when}. You will be refunded ${refund} in full.`,
          ),
        };
      return {
        title: i18n._(msg`Meeting cancelled`),
        message:
          (numberOf(data, 'refund') ?? 0) > 0
            ? i18n._(msg`${name} cancelled the meeting of ${when}; the customer is refunded.`)
            : i18n._(
                msg`${name} cancelled the meeting of ${when} less than 24 hours ahead: the payment stays yours.`,
              ),
      };
    }
    case 'meeting.rescheduled': {
      const when = meetingTime(text(data, 'starts_at'), text(data, 'ends_at'), locale, timeZone);
      return {
        title: i18n._(msg`Meeting rescheduled`),
        message: i18n._(msg`${name} moved your meeting to ${when}.`),
      };
    }
    case 'meeting.no_show': {
      const refund = dollars(numberOf(data, 'refund'), locale);
      if (data.absent === 'expert')
        return {
          title: i18n._(msg`The expert did not join`),
          message: i18n._(
            msg`The meeting with ${name} did not take place: ${refund} refunded to the customer.`,
          ),
        };
      return {
        title: i18n._(msg`The customer did not join`),
        message: i18n._(msg`The meeting with ${name} did not take place: the customer never joined.`),
      };
    }
    case 'feedback.received': {
      const rating = numberOf(data, 'rating') ?? 0;
      if (data.from === 'customer') {
        const customer = personName(data, 'customer');
        return {
          title: i18n._(msg`New review`),
          message: i18n._(msg`${customer} rated your meeting ${rating} out of 5.`),
        };
      }
      return {
        title: i18n._(msg`New feedback`),
        message: i18n._(msg`Your expert left you feedback: ${rating} out of 5.`),
      };
    }
    case 'post.answered': {
      const expert = personName(data, 'expert');
      const title = text(data, 'title');
      return {
        title: i18n._(msg`New answer to your post`),
        message: i18n._(msg`${expert} answered your post "${title}".`),
      };
    }
    case 'plan.trial_ending': {
      const day = formatLongDate(text(data, 'trial_ends_at'), locale, timeZone);
      return {
        title: i18n._(msg`Your trial ends soon`),
        message: i18n._(msg`Your free trial ends on ${day}.`),
      };
    }
    case 'plan.renewed': {
      const day = formatLongDate(text(data, 'ends_at'), locale, timeZone);
      return {
        title: i18n._(msg`Plan renewed`),
        message: i18n._(msg`Your plan was renewed until ${day}.`),
      };
    }
    case 'plan.expired':
      if (data.status === 'past_due')
        return {
          title: i18n._(msg`Plan payment failed`),
          message: i18n._(msg`Your plan's renewal could not be charged; update your card to keep it.`),
        };
      return {
        title: i18n._(msg`Plan expired`),
        message: i18n._(msg`Your plan has ended: customers can no longer book you.`),
      };
    case 'calendar.sync_failed': {
      const server = text(data, 'server');
      const why: Record<string, string> = {
        auth: i18n._(msg`${server} refused your app password. Connect the account again with a new one.`),
        unreachable: i18n._(
          msg`${server} could not be reached. Your busy times from the last sync still apply.`,
        ),
        missing: i18n._(msg`A calendar was deleted on ${server}. Remove it or pick another one.`),
        server: i18n._(
          msg`${server} answered with an error. Your busy times from the last sync still apply.`,
        ),
      };
      return {
        title: i18n._(msg`Calendar sync failed`),
        message: why[text(data, 'failure')] ?? why.server ?? '',
      };
    }
    case 'payout.sent': {
      const amount = dollars(numberOf(data, 'amount'), locale);
      return {
        title: i18n._(msg`Payout sent`),
        message: i18n._(msg`${amount} is on its way to your bank account.`),
      };
    }
    default:
      return { title: i18n._(msg`New notification`), message: i18n._(msg`You have a new notification.`) };
  }
}

/** Which side of a meeting the reader is on: the data says for a booking, the type for the rest. */
function meetingSide(notification: AppNotification, userId: number, area: UserType): UserType {
  const { data, type } = notification;
  if (type === 'meeting.booked') return data.expert_id === userId ? 'expert' : 'customer';
  // Told to the side that did not make the change.
  if (type === 'meeting.cancelled' || type === 'meeting.rescheduled')
    return data.by === 'expert' ? 'customer' : 'expert';
  if (type === 'meeting.extension_requested' || type === 'meeting.extended') return 'expert';
  if (
    type === 'meeting.extension_offered' ||
    type === 'meeting.extension_accepted' ||
    type === 'meeting.extension_declined'
  )
    return 'customer';
  return area;
}

/**
 * Where a notification leads, or null: a meeting about to start or running → its room; any other
 * meeting → the meetings list of the reader's side; an answer → the post; a payout → earnings.
 */
export function notificationLink(
  notification: AppNotification,
  userId: number,
  area: UserType,
): string | null {
  const { data, type } = notification;
  const meetId = numberOf(data, 'meet_id');
  switch (type) {
    case 'meeting.start_soon':
    case 'meeting.extension_offered':
    case 'meeting.extension_requested':
    case 'meeting.extension_accepted':
    case 'meeting.extension_declined':
    case 'meeting.extended': {
      const side = meetingSide(notification, userId, area);
      return meetId === null ? pages[side].meetings.build() : pages[side].meetingRoom.build({ id: meetId });
    }
    case 'meeting.booked':
    case 'meeting.finished':
    case 'meeting.cancelled':
    case 'meeting.rescheduled':
    case 'meeting.no_show':
      return pages[meetingSide(notification, userId, area)].meetings.build();
    case 'feedback.received':
      return pages[data.from === 'customer' ? 'expert' : 'customer'].meetings.build();
    case 'post.answered': {
      const postId = numberOf(data, 'post_id');
      return postId === null ? null : pages.customer.post.build({ id: postId });
    }
    case 'payout.sent':
      return pages.expert.profits.build();
    case 'calendar.sync_failed':
      return pages.expert.calendars.build();
    case 'plan.trial_ending':
    case 'plan.renewed':
    case 'plan.expired':
      return pages.expert.account.build();
    default:
      return null;
  }
}
