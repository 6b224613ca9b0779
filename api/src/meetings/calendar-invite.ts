import ICAL from 'ical.js';
import type { MailMeeting } from './mail-parties.ts';

export type MeetingChange = 'booked' | 'rescheduled' | 'cancelled';
export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The same UID in every invite of a meeting: a calendar updates (or removes) the one event. */
export function meetingUid(meetingId: number, publicUrl: string): string {
  return `meeting-${meetingId}@${new URL(publicUrl).hostname}`;
}

/**
 * The revision calendars compare: one more with each move, and one more again when cancelled
 * (the cancel must outrank the last request).
 */
function inviteSequence(meeting: Pick<MailMeeting, 'reschedules' | 'state'>): number {
  return meeting.reschedules + (meeting.state === 'cancelled' ? 1 : 0);
}

/** `Name <address>` or a bare address, as MAIL_FROM is written. */
function mailbox(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]?.replace(/^"|"$/g, '') ?? '', address: match[2] ?? from }
    : { name: '', address: from.trim() };
}

/**
 * The iCalendar text of a meeting (RFC 5546 REQUEST, or CANCEL once it is cancelled), in UTC.
 * The platform (MAIL_FROM) organises; both sides attend, so each side's calendar shows the other.
 */
export function meetingInvite(options: {
  meeting: MailMeeting;
  method: InviteMethod;
  summary: string;
  description: string;
  roomLink: string;
  publicUrl: string;
  mailFrom: string;
  now: Date;
}): string {
  const { meeting, method } = options;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Expert Marketplace//Meetings//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', method);
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', meetingUid(meeting.id, options.publicUrl));
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(options.now, true));
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromJSDate(meeting.startsAt, true));
  event.updatePropertyWithValue('dtend', ICAL.Time.fromJSDate(meeting.endsAt, true));
  event.updatePropertyWithValue('sequence', inviteSequence(meeting));
  event.updatePropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.updatePropertyWithValue('summary', options.summary);
  event.updatePropertyWithValue('description', options.description);
  event.updatePropertyWithValue('location', options.roomLink);
  event.updatePropertyWithValue('url', options.roomLink);
  const organizer = mailbox(options.mailFrom);
  const organizerProperty = event.updatePropertyWithValue('organizer', `mailto:${organizer.address}`);
  if (organizer.name) organizerProperty.setParameter('cn', organizer.name);
  for (const party of [meeting.customer, meeting.expert]) {
    const attendee = event.addPropertyWithValue('attendee', `mailto:${party.email}`);
    attendee.setParameter('cn', party.fullName);
    attendee.setParameter('role', 'REQ-PARTICIPANT');
    attendee.setParameter('partstat', 'ACCEPTED');
    attendee.setParameter('rsvp', 'FALSE');
  }
  calendar.addSubcomponent(event);
  return calendar.toString();
}
