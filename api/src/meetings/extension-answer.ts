import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetings } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import { type MeetingParties, pushExtension } from './lifecycle.ts';

/** The expert answers a request for more time: accepted (the customer may pay) or declined (cleared). */
export async function answerExtension(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'bus'>,
  meeting: MeetingParties,
  accept: boolean,
): Promise<void> {
  const now = app.clock();
  if (meeting.finishedAt || now >= meeting.endsAt) throw new HttpError(409, 'meetingAlreadyFinished');
  if (meeting.extensionStatus !== 'CustomerRequestedTimeExtension')
    throw new HttpError(409, 'extensionNotRequested');
  const status = accept ? 'AcceptedMeetingExtension' : null;
  const updated = await app.db
    .update(meetings)
    .set({ extensionStatus: status, ...(status === null && { extensionRateId: null }), updatedAt: now })
    .where(and(eq(meetings.id, meeting.id), eq(meetings.extensionStatus, 'CustomerRequestedTimeExtension')))
    .returning({ id: meetings.id });
  if (updated.length === 0) return;
  await pushExtension(app, meeting.id, [meeting.customerId, meeting.expertId], status);
  await notify(
    app,
    meeting.customerId,
    status ? 'meeting.extension_accepted' : 'meeting.extension_declined',
    {
      meet_id: meeting.id,
      ends_at: meeting.endsAt.toISOString(),
      name: meeting.expertName,
    },
  );
}
