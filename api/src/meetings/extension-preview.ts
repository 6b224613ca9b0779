import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type MeetExtensionPreview, translate } from 'shared-contracts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { findExpertRate } from './expert-rate.ts';
import type { MeetingParties } from './lifecycle.ts';

/** What an extension of the meeting costs with a rate: the expert, the expert's price, the fee, the total. */
export async function extensionPreview(
  app: Pick<FastifyInstance, 'db'>,
  meeting: MeetingParties,
  rateSlug: string,
  locale: Locale,
): Promise<MeetExtensionPreview> {
  const rate = await findExpertRate(app.db, meeting.expertId, rateSlug);
  if (!rate)
    throw new HttpError(422, 'validationFailed', {}, { rate: [translate('rateNotOffered', locale)] });
  const [expert] = await app.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      role: sql<string>`(select role from expert_profiles where user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, meeting.expertId));
  return {
    rate: { slug: rate.slug, name: rate.name, duration: rate.minutes },
    expert: {
      id: meeting.expertId,
      first_name: expert?.firstName ?? '',
      last_name: expert?.lastName ?? '',
      role: expert?.role ?? '',
      profile_picture: expert?.profilePicture ?? null,
    },
    meet: {
      rate: rate.priceCents / 100,
      fee: rate.feeCents / 100,
      total: (rate.priceCents + rate.feeCents) / 100,
    },
  };
}
