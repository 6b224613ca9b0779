import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import { pages } from 'shared-contracts';
import { meetings, users } from '../db/schema/index.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';

/**
 * The language of a person who never chose one on the EN/ES switch: the country they gave at
 * sign-up decides it (Spanish where it is the country's language, English elsewhere).
 */
const SPANISH_SPEAKING = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
]);

export function localeOfCountry(countryCode: string | null): Locale {
  return countryCode && SPANISH_SPEAKING.has(countryCode.toUpperCase()) ? 'es' : 'en';
}

/** One side of a meeting as its mails need it. */
export interface MailParty {
  userId: number;
  side: 'customer' | 'expert';
  email: string;
  firstName: string;
  /** '' once the account was deleted (its names erased). */
  fullName: string;
  /** The account was deleted: its address is no longer the person's, nothing is mailed to it. */
  deleted: boolean;
  timezone: string;
  locale: Locale;
  /** The public address of this side's room page of the meeting. */
  roomLink: string;
}

/** A meeting with both sides, for its invites and reminders. */
export interface MailMeeting {
  id: number;
  state: string;
  startsAt: Date;
  endsAt: Date;
  reschedules: number;
  customer: MailParty;
  expert: MailParty;
}

export async function loadMailMeeting(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  meetingId: number,
): Promise<MailMeeting | undefined> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) return undefined;
  const people = await app.db
    .select()
    .from(users)
    .where(sql`${users.id} in (${meeting.expertId}, ${meeting.customerId})`);
  const party = (side: MailParty['side']): MailParty => {
    const userId = side === 'customer' ? meeting.customerId : meeting.expertId;
    const person = people.find((row) => row.id === userId);
    if (!person) throw new Error(`meeting ${meetingId}: user ${userId} not found`);
    const room = side === 'customer' ? pages.customer.meetingRoom : pages.expert.meetingRoom;
    return {
      userId,
      side,
      email: person.email,
      firstName: person.firstName,
      fullName: `${person.firstName} ${person.lastName}`.trim(),
      deleted: person.deletedAt !== null,
      timezone: person.timezone,
      locale: recipientLocale(person.locale, localeOfCountry(person.countryCode)),
      roomLink: new URL(room.build({ id: meetingId }), app.config.publicUrl).toString(),
    };
  };
  return {
    id: meeting.id,
    state: meeting.state,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    reschedules: meeting.reschedules,
    customer: party('customer'),
    expert: party('expert'),
  };
}

/** The other side of the meeting for `party`. */
export function counterpartOf(meeting: MailMeeting, party: MailParty): MailParty {
  return party.side === 'customer' ? meeting.expert : meeting.customer;
}

/** The meeting's start and end in the party's language and time zone, with the zone named. */
export function meetingTimeText(meeting: Pick<MailMeeting, 'startsAt' | 'endsAt'>, party: MailParty): string {
  const timeZone = validZone(party.timezone);
  const day = new Intl.DateTimeFormat(party.locale, { dateStyle: 'full', timeZone }).format(meeting.startsAt);
  const hours = new Intl.DateTimeFormat(party.locale, { timeStyle: 'short', timeZone });
  return `${day}, ${hours.formatRange(meeting.startsAt, meeting.endsAt)} (${timeZone})`;
}

function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
