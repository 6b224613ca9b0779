import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { scheduleJobs } from '../jobs/index.ts';
import type { MeetingChange } from './calendar-invite.ts';
import { calendarWriteJob } from './calendar-write-job.ts';
import { loadMailMeeting, type MailParty } from './mail-parties.ts';
import { meetingMail } from './meeting-mail.ts';

export type { MeetingChange } from './calendar-invite.ts';

/** Mails one side of a meeting the change with its calendar invite. */
const INVITE_JOB = 'meeting.invite';

interface InvitePayload {
  meetingId: number;
  change: MeetingChange;
  side: MailParty['side'];
}

export type InviteApp = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'mailer' | 'jobs'>;

const BOTH_SIDES: readonly MailParty['side'][] = ['customer', 'expert'];

/**
 * Plans the change's mail with its invite to both sides (or only to `sides`), and the write of the
 * expert's calendar, as durable jobs due now (the worker sends them; a failed send is retried). On
 * `db` or inside a transaction: the mails go only if it commits.
 */
export async function planMeetingInvite(
  db: Database | Transaction,
  meetingId: number,
  change: MeetingChange,
  now: Date,
  sides: readonly MailParty['side'][] = BOTH_SIDES,
): Promise<void> {
  await scheduleJobs(db, [
    ...sides.map((side) => ({
      name: INVITE_JOB,
      payload: { meetingId, change, side } satisfies InvitePayload,
      runAt: now,
      key: `${meetingId}:${change}:${side}`,
    })),
    // The expert's own calendar follows the same changes (when one receives bookings).
    calendarWriteJob(meetingId, now),
  ]);
}

/** Mails both sides the booking confirmation, the move or the cancellation, each with the invite. */
export async function sendMeetingInvite(
  app: InviteApp,
  meetingId: number,
  change: MeetingChange,
): Promise<void> {
  await planMeetingInvite(app.db, meetingId, change, app.clock());
}

/** A booking or move of a meeting cancelled since is not sent (its cancellation is); nor the other way. */
function stillTrue(state: string, change: MeetingChange): boolean {
  return change === 'cancelled' ? state === 'cancelled' : state === 'confirmed';
}

async function runInvite(app: InviteApp, payload: InvitePayload): Promise<void> {
  const meeting = await loadMailMeeting(app, payload.meetingId);
  if (!meeting || !stillTrue(meeting.state, payload.change)) return;
  const party = payload.side === 'customer' ? meeting.customer : meeting.expert;
  // Its meetings were cancelled by deleting it: the address now is a placeholder.
  if (party.deleted) return;
  await app.mailer.send(meetingMail(meeting, party, payload.change, app.config, app.clock()));
}

export function defineInviteJobs(app: InviteApp) {
  app.jobs.define<InvitePayload>(INVITE_JOB, (payload) => runInvite(app, payload));
}
