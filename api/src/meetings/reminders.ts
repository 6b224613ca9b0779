import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { cancelJob, type PlannedJob, scheduleJobs } from '../jobs/index.ts';
import { loadMailMeeting } from './mail-parties.ts';
import { meetingMail } from './meeting-mail.ts';

/** Mails both sides of a meeting before its start, with the calendar invite. */
export const REMINDER_JOB = 'meeting.reminder';

const MINUTE = 60_000;
/** Each reminder and how long before the start it goes. */
const REMINDERS = { '24h': 24 * 60 * MINUTE, '15m': 15 * MINUTE } as const;
type ReminderName = keyof typeof REMINDERS;

interface ReminderPayload {
  meetingId: number;
  /** The start it was planned for: a meeting moved since skips this run. */
  startsAt: string;
  reminder: ReminderName;
}

const reminderKey = (meetingId: number, reminder: ReminderName) => `${meetingId}:${reminder}`;

/**
 * Plans (or moves: same keys) both reminders of a meeting; a moment already past is not planned
 * and one planned for an earlier start is dropped. Usable inside a transaction.
 */
export async function planReminders(
  db: Database | Transaction,
  meeting: { id: number; startsAt: Date },
  now: Date,
): Promise<void> {
  const planned: PlannedJob[] = [];
  for (const reminder of Object.keys(REMINDERS) as ReminderName[]) {
    const key = reminderKey(meeting.id, reminder);
    const runAt = new Date(meeting.startsAt.getTime() - REMINDERS[reminder]);
    if (runAt <= now) {
      await cancelJob(db, REMINDER_JOB, key);
      continue;
    }
    const payload: ReminderPayload = {
      meetingId: meeting.id,
      startsAt: meeting.startsAt.toISOString(),
      reminder,
    };
    planned.push({ name: REMINDER_JOB, payload, runAt, key });
  }
  await scheduleJobs(db, planned);
}

/** Drops both reminders of a meeting (a cancel). Usable inside a transaction. */
export async function dropReminders(db: Database | Transaction, meetingId: number): Promise<void> {
  for (const reminder of Object.keys(REMINDERS) as ReminderName[])
    await cancelJob(db, REMINDER_JOB, reminderKey(meetingId, reminder));
}

export type ReminderApp = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'mailer' | 'jobs'>;

/**
 * Sends the reminder to both sides unless the run is stale (meeting no longer confirmed, or moved).
 * A failed send throws: the queue retries the job (the side already mailed may get it twice).
 */
async function runReminder(app: ReminderApp, payload: ReminderPayload): Promise<void> {
  const meeting = await loadMailMeeting(app, payload.meetingId);
  if (meeting?.state !== 'confirmed' || meeting.startsAt.toISOString() !== payload.startsAt) return;
  // Run late (the api was down) past the start: a reminder no longer helps.
  if (app.clock() >= meeting.startsAt) return;
  const kind = payload.reminder === '24h' ? 'reminder24h' : 'reminder15m';
  for (const party of [meeting.customer, meeting.expert])
    await app.mailer.send(meetingMail(meeting, party, kind, app.config, app.clock()));
}

export function defineReminderJobs(app: ReminderApp) {
  app.jobs.define<ReminderPayload>(REMINDER_JOB, (payload) => runReminder(app, payload));
}
