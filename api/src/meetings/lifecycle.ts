import { and, eq, isNull, min, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExtensionStatus, NotificationType } from 'shared-contracts';
import type { Transaction } from '../db/client.ts';
import { meetings, notifications, rates } from '../db/schema/index.ts';
import { cancelJob, type PlannedJob, scheduleJobs } from '../jobs/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { judgeAttendance } from './no-show.ts';
import { loadMeetingParties, type MeetingParties, meetingNotificationData } from './parties.ts';

export { loadMeetingParties, type MeetingParties, meetingNotificationData } from './parties.ts';

export type LifecycleApp = Pick<FastifyInstance, 'db' | 'bus' | 'clock' | 'jobs' | 'gateway' | 'log'>;

const MINUTE = 60_000;

export const MEETING_JOBS = {
  startSoon: 'meeting.start_soon',
  extensionWindow: 'meeting.extension_window',
  end: 'meeting.end',
} as const;

/** What every meeting job carries: the times it was planned for (a moved meeting skips stale runs). */
export interface MeetingJobPayload {
  meetingId: number;
  startsAt: string;
  endsAt: string;
}

/**
 * Plans (or moves, after an extension: same keys) the three jobs of a meeting's life: start soon,
 * the extension window and the end. A start-soon moment already past is not planned again.
 */
export async function scheduleMeetingJobs(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  meeting: { id: number; startsAt: Date; endsAt: Date },
  /** A transaction to plan them in (a reschedule moves them with the meeting); else on their own. */
  tx?: Transaction,
): Promise<void> {
  const key = String(meeting.id);
  const payload: MeetingJobPayload = {
    meetingId: meeting.id,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
  };
  const planned: PlannedJob[] = [];
  const startSoonAt = new Date(meeting.startsAt.getTime() - marketplaceRules.startSoonMinutes * MINUTE);
  if (startSoonAt > app.clock())
    planned.push({ name: MEETING_JOBS.startSoon, payload, runAt: startSoonAt, key });
  else if (tx) await cancelJob(tx, MEETING_JOBS.startSoon, key);
  const windowAt = new Date(meeting.endsAt.getTime() - marketplaceRules.extensionWindowMinutes * MINUTE);
  planned.push({ name: MEETING_JOBS.extensionWindow, payload, runAt: windowAt, key });
  planned.push({ name: MEETING_JOBS.end, payload, runAt: meeting.endsAt, key });
  await scheduleJobs(tx ?? app.db, planned);
}

/** Drops the meeting's life jobs in the transaction that cancels it. */
export async function dropMeetingJobs(tx: Transaction, meetingId: number): Promise<void> {
  for (const name of Object.values(MEETING_JOBS)) await cancelJob(tx, name, String(meetingId));
}

/** Whether the user was already told this about the meeting (`match`: meet_id and ends_at). */
export async function alreadyNotified(
  app: Pick<FastifyInstance, 'db'>,
  userId: number,
  type: NotificationType,
  match: { meet_id: number; ends_at: string },
): Promise<boolean> {
  const [existing] = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        sql`${notifications.data} @> ${JSON.stringify(match)}::jsonb`,
      ),
    )
    .limit(1);
  return existing !== undefined;
}

/** Notifies once: a job run twice (or a finish and the end) does not tell the user twice. */
export async function notifyOnce(
  app: Pick<FastifyInstance, 'db' | 'bus' | 'clock'>,
  userId: number,
  type: NotificationType,
  meeting: MeetingParties,
) {
  const data = meetingNotificationData(meeting, userId);
  if (await alreadyNotified(app, userId, type, { meet_id: data.meet_id, ends_at: data.ends_at })) return;
  await notify(app, userId, type, data);
}

/** Sets (or clears) the extension status and pushes it to `to`. */
export async function pushExtension(
  app: Pick<FastifyInstance, 'bus'>,
  meetingId: number,
  to: number[],
  status: ExtensionStatus | null,
) {
  for (const userId of to)
    await app.bus.publish(userId, {
      type: 'meeting.extension',
      meet_id: meetingId,
      extension_status: status,
    });
}

/** The shortest rate's minutes (what the expert must be free for after the end). */
export async function shortestRateMinutes(app: Pick<FastifyInstance, 'db'>): Promise<number> {
  const [row] = await app.db.select({ minutes: min(rates.durationMinutes) }).from(rates);
  return row?.minutes ?? Math.min(...Object.values(marketplaceRules.rateMinutes));
}

/**
 * Whether both sides are free right after the meeting's end for `minutes`: no other live meeting
 * of the expert or of the customer begins before end + minutes.
 */
export async function freeAfterEnd(
  app: Pick<FastifyInstance, 'db'>,
  meeting: { id: number; expertId: number; customerId: number; endsAt: Date },
  minutes: number,
): Promise<boolean> {
  const from = meeting.endsAt.toISOString();
  const until = new Date(meeting.endsAt.getTime() + minutes * MINUTE).toISOString();
  const [busy] = await app.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        ne(meetings.id, meeting.id),
        sql`${meetings.state} in ('reserved', 'confirmed')`,
        sql`(${meetings.expertId} in (${meeting.expertId}, ${meeting.customerId}) or ${meetings.customerId} in (${meeting.expertId}, ${meeting.customerId}))`,
        sql`${meetings.startsAt} < ${until}::timestamptz`,
        sql`${meetings.endsAt} > ${from}::timestamptz`,
      ),
    )
    .limit(1);
  return !busy;
}

/** A planned run is stale when the meeting was released, finished early or moved since. */
function isCurrent(
  meeting: MeetingParties | undefined,
  payload: MeetingJobPayload,
): meeting is MeetingParties {
  return (
    meeting !== undefined &&
    meeting.state === 'confirmed' &&
    meeting.startsAt.toISOString() === payload.startsAt &&
    meeting.endsAt.toISOString() === payload.endsAt
  );
}

async function runStartSoon(app: LifecycleApp, payload: MeetingJobPayload) {
  const meeting = await loadMeetingParties(app, payload.meetingId);
  if (!isCurrent(meeting, payload) || meeting.finishedAt) return;
  for (const userId of [meeting.customerId, meeting.expertId]) {
    await notifyOnce(app, userId, 'meeting.start_soon', meeting);
    await app.bus.publish(userId, { type: 'meeting.status', meet_id: meeting.id, status: 'start soon' });
  }
}

async function runExtensionWindow(app: LifecycleApp, payload: MeetingJobPayload) {
  const meeting = await loadMeetingParties(app, payload.meetingId);
  if (!isCurrent(meeting, payload) || meeting.finishedAt) return;
  if (app.clock() >= meeting.endsAt) return;
  if (!(await freeAfterEnd(app, meeting, await shortestRateMinutes(app)))) return;
  const updated = await app.db
    .update(meetings)
    .set({ extensionStatus: 'CanRequestMeetExtension', updatedAt: app.clock() })
    .where(
      and(
        eq(meetings.id, meeting.id),
        isNull(meetings.extensionStatus),
        isNull(meetings.finishedAt),
        eq(meetings.endsAt, meeting.endsAt),
      ),
    )
    .returning({ id: meetings.id });
  if (updated.length > 0)
    await pushExtension(app, meeting.id, [meeting.customerId], 'CanRequestMeetExtension');
  await notifyOnce(app, meeting.customerId, 'meeting.extension_offered', meeting);
}

async function runEnd(app: LifecycleApp, payload: MeetingJobPayload) {
  const meeting = await loadMeetingParties(app, payload.meetingId);
  if (!isCurrent(meeting, payload)) return;
  await judgeAttendance(app, meeting);
  const cleared = await app.db
    .update(meetings)
    .set({ extensionStatus: null, extensionRateId: null, updatedAt: app.clock() })
    .where(and(eq(meetings.id, meeting.id), sql`${meetings.extensionStatus} is not null`))
    .returning({ id: meetings.id });
  const both = [meeting.customerId, meeting.expertId];
  if (cleared.length > 0) await pushExtension(app, meeting.id, both, null);
  for (const userId of both) {
    await app.bus.publish(userId, { type: 'meeting.status', meet_id: meeting.id, status: 'finished' });
    // A meeting finished early by a participant already told the other side.
    if (!meeting.finishedAt) await notifyOnce(app, userId, 'meeting.finished', meeting);
  }
}

/** Defines the jobs of a meeting's life once (at plugin registration, before the queue starts). */
export function defineLifecycleJobs(app: LifecycleApp) {
  app.jobs.define<MeetingJobPayload>(MEETING_JOBS.startSoon, (payload) => runStartSoon(app, payload));
  app.jobs.define<MeetingJobPayload>(MEETING_JOBS.extensionWindow, (payload) =>
    runExtensionWindow(app, payload),
  );
  app.jobs.define<MeetingJobPayload>(MEETING_JOBS.end, (payload) => runEnd(app, payload));
}
