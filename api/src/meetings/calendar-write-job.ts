import type { PlannedJob } from '../jobs/index.ts';

/**
 * Makes the expert's bookings calendar match a meeting: written while confirmed, deleted once not.
 * Planned by the meeting's changes here; its handler is the calendars module's.
 */
export const WRITE_JOB = 'calendars.write';

/** The write job of a meeting's change, planned with its invites (same statement, same commit). */
export const calendarWriteJob = (meetingId: number, now: Date): PlannedJob => ({
  name: WRITE_JOB,
  payload: { meetingId },
  runAt: now,
  key: String(meetingId),
});
