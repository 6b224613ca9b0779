import { translate } from 'shared-contracts';
import type { ApiConfig } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { meetingInvite } from './calendar-invite.ts';
import { counterpartOf, type MailMeeting, type MailParty, meetingTimeText } from './mail-parties.ts';

/** What a meeting mail tells: a change of the meeting (with its invite) or a reminder. */
export type MeetingMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder24h' | 'reminder15m';

const TEXT = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    summary: (name: string) => `Meeting with ${name}`,
    subject: {
      booked: (name: string) => `Your meeting with ${name} is booked`,
      rescheduled: (name: string) => `Your meeting with ${name} has moved`,
      cancelled: (name: string) => `Your meeting with ${name} is cancelled`,
      reminder24h: (name: string) => `Reminder: your meeting with ${name} is tomorrow`,
      reminder15m: (name: string) => `Your meeting with ${name} starts in 15 minutes`,
    },
    body: {
      booked: (name: string) => `Your meeting with ${name} is booked for:`,
      rescheduled: (name: string) => `Your meeting with ${name} has moved to:`,
      cancelled: (name: string) => `Your meeting with ${name} is cancelled. It was planned for:`,
      reminder24h: (name: string) => `Your meeting with ${name} is in 24 hours:`,
      reminder15m: (name: string) => `Your meeting with ${name} starts in 15 minutes:`,
    },
    room: 'Join the meeting here:',
    invite: 'The attached invite adds it to your calendar.',
    cancelInvite: 'The attached notice removes it from your calendar.',
    button: 'Open the meeting',
  },
  es: {
    greeting: (name: string) => `Hola ${name},`,
    summary: (name: string) => `Reunión con ${name}`,
    subject: {
      booked: (name: string) => `Tu reunión con ${name} está reservada`,
      rescheduled: (name: string) => `Tu reunión con ${name} cambió de hora`,
      cancelled: (name: string) => `Tu reunión con ${name} está cancelada`,
      reminder24h: (name: string) => `Recordatorio: tu reunión con ${name} es mañana`,
      reminder15m: (name: string) => `Tu reunión con ${name} empieza en 15 minutos`,
    },
    body: {
      booked: (name: string) => `Tu reunión con ${name} está reservada para:`,
      rescheduled: (name: string) => `Tu reunión con ${name} pasó a:`,
      cancelled: (name: string) => `Tu reunión con ${name} está cancelada. Estaba prevista para:`,
      reminder24h: (name: string) => `Tu reunión con ${name} es dentro de 24 horas:`,
      reminder15m: (name: string) => `Tu reunión con ${name} empieza en 15 minutos:`,
    },
    room: 'Entra a la reunión aquí:',
    invite: 'La invitación adjunta la añade a tu calendario.',
    cancelInvite: 'El aviso adjunto la quita de tu calendario.',
    button: 'Abrir la reunión',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail to one side of the meeting, in its language and time zone, with the calendar invite. */
export function meetingMail(
  meeting: MailMeeting,
  party: MailParty,
  kind: MeetingMailKind,
  config: Pick<ApiConfig, 'publicUrl' | 'mailFrom'>,
  now: Date,
): MailMessage {
  const t = TEXT[party.locale];
  const other = counterpartOf(meeting, party).fullName || translate('deletedAccount', party.locale);
  const when = meetingTimeText(meeting, party);
  const cancelled = kind === 'cancelled';
  const note = cancelled ? t.cancelInvite : t.invite;
  const lines = [t.greeting(party.firstName), '', t.body[kind](other), when, ''];
  if (!cancelled) lines.push(t.room, party.roomLink, '');
  lines.push(note, '');
  const html = [
    `<p>${escapeHtml(t.greeting(party.firstName))}</p>`,
    `<p>${escapeHtml(t.body[kind](other))}<br><strong>${escapeHtml(when)}</strong></p>`,
    cancelled ? '' : `<p><a href="${escapeHtml(party.roomLink)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(note)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const content = meetingInvite({
    meeting,
    method,
    summary: t.summary(other),
    description: `${t.room} ${party.roomLink}`,
    roomLink: party.roomLink,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    now,
  });
  return {
    to: party.email,
    subject: t.subject[kind](other),
    text: lines.join('\n'),
    html,
    icalEvent: { method, filename: cancelled ? 'cancel.ics' : 'invite.ics', content },
  };
}
