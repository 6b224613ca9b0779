import type { FastifyInstance } from 'fastify';
import {
  AvailabilityQuerySchema,
  BookingCreateSchema,
  BookingParamsSchema,
  BookingPreviewQuerySchema,
  type BookingQuote,
  translate,
} from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { validationError } from '../http/errors.ts';
import { idempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency.ts';
import { platformFeeCents } from '../marketplace/rules.ts';
import {
  checkStartDate,
  createBooking,
  PREPARE_JOB,
  prepareMeeting,
  RECONCILE_JOB,
  reconcile,
  sweepReservations,
} from './service.ts';
import { findSlot, planDay } from './slots.ts';

const tags = ['booking'];

const DATE_NOTE =
  "`date` (yyyy-MM-d or yyyy-MM-dd) is the expert's local date: the day of the expert's weekly schedule in the expert's time zone. `start_time`/`end_time` are `yyyy-MM-dd HH:mm` in the expert's zone, `*_converted` the same instants in the customer's zone (users.timezone).";

/** Schedules (expert side) and booking (customer side): slots, quote, booking with payment. */
export async function bookingRoutes(app: FastifyInstance) {
  app.jobs.define<{ meetingId: number }>(RECONCILE_JOB, (payload) => reconcile(app, payload.meetingId));
  app.jobs.define<{ meetingId: number }>(PREPARE_JOB, (payload) => prepareMeeting(app, payload.meetingId));
  app.addHook('onReady', async () => {
    await sweepReservations(app);
  });

  app.route(
    endpoint({
      method: 'GET',
      url: '/booking/:id/availability',
      summary: 'Bookable slots of an expert on a date for a rate (rate: lowercased name or slug)',
      description: `${DATE_NOTE} Slots step by the rate's length from each range's start, fit in the range, start at least 60 minutes from now, end by the expert's plan end, and overlap no live meeting of the expert or of the customer. Across DST a start that does not exist is skipped and a repeated one is its first occurrence.`,
      tags,
      access: 'customer',
      params: BookingParamsSchema,
      query: AvailabilityQuerySchema,
      handler: async ({ params, query, user, request }) => {
        const plan = await planDay(
          app,
          { expertId: params.id, customer: user, date: query.date, rate: query.rate },
          request.locale,
        );
        return envelope(plan.free.map((slot) => slot.view));
      },
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/booking/:id/preview',
      summary: 'The price quote of one available slot: rate, meet {rate, fee, total} in dollars',
      description: `${DATE_NOTE} end_time and the converted times are accepted and ignored (they follow from start_time and the rate). 422 on start_time when the hour is missing or not available.`,
      tags,
      access: 'customer',
      params: BookingParamsSchema,
      query: BookingPreviewQuerySchema,
      handler: async ({ params, query, user, request }) => {
        const locale = request.locale;
        checkStartDate(query.date, query.start_time, locale);
        const plan = await planDay(
          app,
          { expertId: params.id, customer: user, date: query.date, rate: query.rate },
          locale,
        );
        const slot = findSlot(plan.candidates, query.date, query.start_time);
        if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
        if (!plan.free.includes(slot))
          throw validationError({ start_time: [translate('bookingTimeTaken', locale)] });
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
          start_time_converted: slot.view.start_time_converted,
          end_time_converted: slot.view.end_time_converted,
        };
        return envelope({ ...quote, starts_at: slot.view.starts_at, ends_at: slot.view.ends_at });
      },
    }),
  );

  app.route(
    endpoint({
      method: 'POST',
      url: '/booking/:id',
      summary: 'Book and pay a slot with a saved card (header Idempotency-Key required)',
      description: `${DATE_NOTE} The slot is held, the card charged off-session, then the meeting is confirmed (201: the meeting, meet {rate, fee, total} and the slot) or released (402, the provider's message on payment_method_id). 409 when the time was taken meanwhile; 503 when the provider is down (the time stays held while the charge is retried). The same Idempotency-Key with the same body answers the same result without a second charge; with another body, 422.`,
      tags,
      access: 'customer',
      params: BookingParamsSchema,
      body: BookingCreateSchema,
      headers: [idempotencyKeyHeader(true)],
      status: 201,
      handler: async ({ params, body, user, request, reply }) => {
        const idempotencyKey = idempotencyKeyOf(request);
        const outcome = await createBooking(app, {
          user,
          userType: request.authSession?.userType ?? 'customer',
          expertId: params.id,
          body,
          idempotencyKey,
          locale: request.locale,
        });
        reply.status(outcome.status);
        return outcome.body;
      },
    }),
  );
}
