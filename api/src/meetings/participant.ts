import type { FastifyInstance } from 'fastify';
import type { User } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { loadMeetingParties, type MeetingParties } from './lifecycle.ts';

/**
 * A live meeting the user takes part in. Anyone else gets 404, as if it did not exist (the
 * existence of other people's meetings is not revealed); `side` narrows to one participant (403).
 */
export async function participantMeeting(
  app: Pick<FastifyInstance, 'db'>,
  id: number,
  user: User,
  side?: 'customer' | 'expert',
): Promise<MeetingParties> {
  const meeting = await loadMeetingParties(app, id);
  if (meeting?.state !== 'confirmed') throw notFound();
  if (meeting.customerId !== user.id && meeting.expertId !== user.id) throw notFound();
  if (side === 'customer' && meeting.customerId !== user.id) throw new HttpError(403, 'forbidden');
  if (side === 'expert' && meeting.expertId !== user.id) throw new HttpError(403, 'forbidden');
  return meeting;
}
