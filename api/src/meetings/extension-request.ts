import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, translate } from 'shared-contracts';
import { meetings } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { findExpertRate } from './expert-rate.ts';
import { freeAfterEnd, type MeetingParties, pushExtension, shortestRateMinutes } from './lifecycle.ts';

const MINUTE = 60_000;

/**
 * The customer asks for more time: allowed once offered (CanRequestMeetExtension) or within the
 * last minutes while both sides are free right after the end. Asking again changes nothing.
 */
export async function requestExtension(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'bus'>,
  meeting: MeetingParties,
  rateSlug: string | undefined,
  locale: Locale,
): Promise<void> {
  const now = app.clock();
  if (meeting.finishedAt || now >= meeting.endsAt) throw new HttpError(409, 'meetingAlreadyFinished');
  if (meeting.extensionStatus === 'CustomerRequestedTimeExtension') return;
  const inWindow =
    meeting.extensionStatus === 'CanRequestMeetExtension' ||
    (meeting.extensionStatus === null &&
      now.getTime() >= meeting.endsAt.getTime() - marketplaceRules.extensionWindowMinutes * MINUTE);
  if (!inWindow) throw new HttpError(409, 'extensionUnavailable');
  const rate = rateSlug ? await findExpertRate(app.db, meeting.expertId, rateSlug) : undefined;
  if (rateSlug && !rate)
    throw new HttpError(422, 'validationFailed', {}, { rate: [translate('rateNotOffered', locale)] });
  const minutes = rate?.minutes ?? (await shortestRateMinutes(app));
  if (!(await freeAfterEnd(app, meeting, minutes))) throw new HttpError(409, 'extensionBusy');
  const updated = await app.db
    .update(meetings)
    .set({
      extensionStatus: 'CustomerRequestedTimeExtension',
      extensionRateId: rate?.rateId ?? null,
      updatedAt: now,
    })
    .where(
      and(
        eq(meetings.id, meeting.id),
        meeting.extensionStatus === null
          ? sql`${meetings.extensionStatus} is null`
          : eq(meetings.extensionStatus, meeting.extensionStatus),
      ),
    )
    .returning({ id: meetings.id });
  if (updated.length === 0) return;
  await pushExtension(
    app,
    meeting.id,
    [meeting.expertId, meeting.customerId],
    'CustomerRequestedTimeExtension',
  );
  await notify(app, meeting.expertId, 'meeting.extension_requested', {
    meet_id: meeting.id,
    ends_at: meeting.endsAt.toISOString(),
    name: meeting.customerName,
    rate: rate?.slug ?? null,
  });
}
