import type { FastifyInstance } from 'fastify';
import { type BookingQuote, type Locale, translate } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import type { User } from '../db/schema/index.ts';
import { validationError } from '../http/errors.ts';
import type { SessionCheck } from '../identity/verified-session.ts';
import { platformFeeCents } from '../marketplace/rules.ts';
import { formatWall } from '../scheduling/zoned-time.ts';
import { checkStartDate } from './request.ts';
import { findSlot, planDay, whyNotFree } from './slots.ts';

/** The price quote of one available slot: the rate, meet {rate, fee, total} in dollars, the slot's times. */
export async function quoteSlot(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  expertId: number,
  customer: User,
  query: { date: string; rate: string; start_time: string; timezone?: string | undefined },
  locale: Locale,
  /** The caller's session check, made in the day's statement (identity/verified-session.ts). */
  session?: SessionCheck,
) {
  checkStartDate(query.date, query.start_time, locale);
  const plan = await planDay(
    app,
    { expertId, customer, date: query.date, rate: query.rate, session },
    locale,
  );
  const slot = findSlot(plan.candidates, query.date, query.start_time);
  if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
  if (!plan.free.includes(slot))
    throw validationError({
      start_time: [translate(whyNotFree(plan, slot), locale)],
    });
  const fee = platformFeeCents(plan.rate.priceCents);
  const quote: BookingQuote = {
    rate: {
      slug: plan.rate.slug,
      name: plan.rate.name,
      duration: plan.rate.minutes,
      price: centsToDollars(plan.rate.priceCents),
    },
    meet: {
      rate: centsToDollars(plan.rate.priceCents),
      fee: centsToDollars(fee),
      total: centsToDollars(plan.rate.priceCents + fee),
    },
    start_time: slot.view.start_time,
    end_time: slot.view.end_time,
    // The customer's chosen zone when given (the one the hours were picked in), else the profile's.
    start_time_converted: query.timezone
      ? formatWall(slot.startsAt, query.timezone)
      : slot.view.start_time_converted,
    end_time_converted: query.timezone
      ? formatWall(slot.endsAt, query.timezone)
      : slot.view.end_time_converted,
    starts_at: slot.view.starts_at,
    ends_at: slot.view.ends_at,
  };
  return quote;
}
