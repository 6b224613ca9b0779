import ICAL from 'ical.js';
import { afterAll, beforeAll } from 'vitest';
import { readMailbox, registerCustomer, type TestAccount, type TestApi } from './harness.ts';
import { type MeetingsEnvironment, registerExpert, startMeetingsApi } from './meetings-fixtures.ts';

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

/** Who the mail suites write to: an expert in Madrid (Spanish) and a customer in New York (English). */
export interface MailParties {
  env: MeetingsEnvironment;
  expert: TestAccount;
  customer: TestAccount;
}

export const MAIL_PUBLIC_URL = 'https://marketplace.example';

/** Starts the api for a mail suite (before all its tests) and closes it after; read `parties.*` in tests. */
export function mailParties(): MailParties {
  const parties = {} as MailParties;
  beforeAll(async () => {
    parties.env = await startMeetingsApi('2027-01-04T12:00:00Z', {
      overrides: { publicUrl: MAIL_PUBLIC_URL, jobPollMs: 0 },
    });
    parties.env.api.app.rooms.openRoom = async () => {};
    parties.expert = await registerExpert(parties.env.api);
    parties.customer = await registerCustomer(parties.env.api, {
      first_name: 'Ann',
      last_name: 'Lee',
      country: 'US',
      timezone: 'America/New_York',
    });
  });
  afterAll(async () => parties.env.close());
  return parties;
}
