import ICAL from 'ical.js';
import { readMailbox, type TestApi } from './harness.ts';

/** A mail of the dev mailbox with the calendar invite nodemailer was given. */
export interface MailWithInvite {
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
  icalEvent?: { method: string; filename: string; content: string };
}

/** The mails to `email`, oldest first. */
export async function mailsTo(api: TestApi, email: string): Promise<MailWithInvite[]> {
  const mails = (await readMailbox(api)) as MailWithInvite[];
  return mails.filter((mail) => mail.to.some((to) => to.address === email));
}

/** The invite parsed back by the library that wrote it. */
export function parseInvite(content: string | undefined) {
  if (!content) throw new Error('the mail has no invite');
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('the invite has no event');
  const time = (name: string) =>
    (event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    /** Whether DTSTART is written in UTC (…Z). */
    startInUtc:
      (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).zone?.tzid === 'UTC',
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    organizer: event.getFirstPropertyValue('organizer'),
    attendees: event.getAllProperties('attendee').map((property) => property.getFirstValue()),
  };
}
