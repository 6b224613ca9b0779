import type { FastifyInstance } from 'fastify';
import { bookingApi, translate } from 'shared-contracts';
import { declared, type OutcomeDoc } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { idempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { cancelAuthentication, confirmAuthentication } from './authentication.ts';
import { createBooking } from './create.ts';
import { bookableDays } from './days.ts';
import { holdSlot, releaseHold } from './holds.ts';
import { quoteSlot } from './quote.ts';
import { planDay } from './slots.ts';

const tags = ['booking'];

const AUTHENTICATION_REQUIRED: OutcomeDoc = {
  status: 202,
  description:
    "The card's bank asks the customer to authenticate (3-D Secure): data is BookingAuthenticationRequired {meeting_id, payment: {status: 'requires_action', client_secret, payment_method_id, expires_at}}. The browser confirms with Stripe.js `confirmCardPayment(client_secret, { payment_method })`, then POST /booking/meets/{meeting_id}/authentication (or DELETE it to give up); the hour stays held until expires_at.",
  shape: 'Envelope',
};
const PAYMENT_REFUSED: OutcomeDoc = {
  status: 402,
  description: 'The payment was refused: the meeting is released, the message also on payment_method_id',
  shape: 'ValidationError',
};
const PROVIDER_DOWN: OutcomeDoc = {
  status: 503,
  description: 'The payment provider is not available; ask again',
  shape: 'Error',
};
const TIME_TAKEN: OutcomeDoc = {
  status: 409,
  description: 'The time was taken meanwhile, or another customer holds it',
  shape: 'Error',
};
const AUTHENTICATION_NOTE =
  "Only the meeting's customer (the expert: 403; anyone else: 404). Asked again once settled, it answers the same.";
const ZONE_NOTE =
  "Optional `timezone` (an IANA zone, e.g. Europe/Madrid; 422 on timezone otherwise): `date` is then a calendar day of that zone instead of the expert's, the slots are those starting on that day in that zone, and `*_converted` are in that zone instead of the customer's profile zone (a travelling customer's chosen zone). Without it, nothing changes.";

const DATE_NOTE =
  "`date` (yyyy-MM-d or yyyy-MM-dd) is the expert's local date: the day of the expert's weekly schedule in the expert's time zone. `start_time`/`end_time` are `yyyy-MM-dd HH:mm` in the expert's zone, `*_converted` the same instants in the customer's zone (users.timezone).";

/** Schedules (expert side) and booking (customer side): slots, quote, booking with payment. */
export async function bookingRoutes(app: FastifyInstance) {
  app.route(
    declared(bookingApi.availability, {
      summary: 'Bookable slots of an expert on a date for a rate (rate: lowercased name or slug)',
      description: `${DATE_NOTE} Slots step by the rate's length from each range's start, fit in the range, start at least 60 minutes from now, end by the expert's plan end, and overlap no live meeting of the expert or of the customer nor another customer's live hold. Across DST a start that does not exist is skipped and a repeated one is its first occurrence. ${ZONE_NOTE}`,
      tags,
      access: 'customer',
      config: { verifiesSession: true },
      handler: ({ params, query, request, reply }) =>
        app.verifiedSession(request, reply, async (customer, session) => {
          const plan = await planDay(
            app,
            {
              expertId: params.id,
              customer,
              date: query.date,
              rate: query.rate,
              zone: query.timezone,
              session,
            },
            request.locale,
          );
          return envelope(plan.free.map((slot) => slot.view));
        }),
    }),
  );

  app.route(
    declared(bookingApi.days, {
      summary:
        'Dates of a month with at least one bookable slot for a rate, and next_available: {month, days, next_available}',
      description: `\`month\` is yyyy-MM; \`days\` are the expert's local dates (yyyy-MM-dd) of that month, from today on, with at least one slot the availability call would answer for this customer and rate (schedule, 60 minutes ahead, the plan's end, no live meeting of either side, no other customer's hold, DST). \`next_available\` is the first such date from today on within the booking window (the plan's end, at most ${marketplaceRules.nextAvailableSearchDays} days ahead), or null. Optional \`timezone\` (an IANA zone; 422 on timezone otherwise): \`days\`, \`next_available\` and today are then calendar days of that zone, each with a slot starting on it there (as availability with the same \`timezone\` answers). 422 on month or rate, 404 unknown expert, 409 not bookable.`,
      tags,
      access: 'customer',
      handler: async ({ params, query, user, request }) =>
        envelope(
          await bookableDays(
            app,
            {
              expertId: params.id,
              customer: user,
              month: query.month,
              rate: query.rate,
              zone: query.timezone,
            },
            request.locale,
          ),
        ),
    }),
  );

  app.route(
    declared(bookingApi.hold, {
      summary: 'Hold a slot for the caller while they pay: the slot and expires_at',
      description: `${DATE_NOTE} The body is the booking's without the card. The slot is held for ${marketplaceRules.slotHoldMinutes} minutes: other customers no longer see it (availability, days, preview) nor can book it (409), the caller can. Asking again for the same slot answers the same hold (its expires_at unchanged); holding another slot releases the caller's earlier hold. Booking the slot consumes the hold; DELETE releases it; an expired hold is ignored and swept. 409 when another customer holds or booked it; 422 on start_time when the hour is not in the schedule.`,
      tags,
      access: 'customer',
      handler: async ({ params, body, user, request }) =>
        envelope(
          await holdSlot(app, {
            user,
            userType: request.authSession?.userType ?? 'customer',
            expertId: params.id,
            body,
            locale: request.locale,
          }),
        ),
    }),
  );

  app.route(
    declared(bookingApi.release, {
      summary: "Release the caller's hold on this expert's time (200 also when there is none)",
      tags,
      access: 'customer',
      handler: async ({ params, user, request }) => {
        await releaseHold(app, user.id, params.id);
        return { data: null, message: translate('bookingHoldReleased', request.locale) };
      },
    }),
  );

  app.route(
    declared(bookingApi.preview, {
      summary: 'The price quote of one available slot: rate, meet {rate, fee, total} in dollars',
      description: `${DATE_NOTE} end_time and the converted times are accepted and ignored (they follow from start_time and the rate). Optional \`timezone\` (an IANA zone; 422 on timezone otherwise): the answer's \`*_converted\` are in that zone (the zone the customer chose the hour in); \`date\` and \`start_time\` stay the expert's. 422 on start_time when the hour is missing or not available (another customer's live hold: 'Another customer is booking this time').`,
      tags,
      access: 'customer',
      config: { verifiesSession: true },
      handler: ({ params, query, request, reply }) =>
        app.verifiedSession(request, reply, async (customer, session) =>
          envelope(await quoteSlot(app, params.id, customer, query, request.locale, session)),
        ),
    }),
  );

  app.route(
    declared(bookingApi.book, {
      summary: 'Book and pay a slot with a saved card (header Idempotency-Key required)',
      description: `${DATE_NOTE} The slot is held, the card charged off-session, then the meeting is confirmed (201: the meeting, meet {rate, fee, total} and the slot) or released (402, the provider's message on payment_method_id; the caller holds the hour again for ${marketplaceRules.slotHoldMinutes} minutes to try another card). When the card's bank asks for authentication, 202 with the payment's client secret: the meeting waits, held, for POST /booking/meets/{meeting_id}/authentication. 409 when the time was taken meanwhile or another customer holds it (the caller's own hold is consumed); 503 when the provider is down (the time stays held while the charge is retried). The same Idempotency-Key with the same body answers the same result without a second charge; with another body, 422.`,
      tags,
      access: 'customer',
      headers: [idempotencyKeyHeader(true)],
      outcomes: [AUTHENTICATION_REQUIRED, PAYMENT_REFUSED, TIME_TAKEN, PROVIDER_DOWN],
      config: { verifiesSession: true },
      respond: ({ params, body, request, reply }) =>
        app.verifiedSession(request, reply, (user, session) =>
          createBooking(app, {
            user,
            userType: request.authSession?.userType ?? 'customer',
            expertId: params.id,
            body,
            idempotencyKey: idempotencyKeyOf(request),
            locale: request.locale,
            session,
          }),
        ),
    }),
  );

  app.route(
    declared(bookingApi.authenticated, {
      summary: "Settle a booking after the customer completed their bank's authentication in Stripe.js",
      description: `The payment is asked of the provider: paid → 201 as a paid booking (the meeting confirmed, the expert told); refused or authentication failed → 402, the meeting released and the caller's hold given back; still waiting → 202 again. ${AUTHENTICATION_NOTE}`,
      tags,
      access: 'customer',
      outcomes: [AUTHENTICATION_REQUIRED, PAYMENT_REFUSED, PROVIDER_DOWN],
      respond: ({ params, user, request }) =>
        confirmAuthentication(app, { user, meetingId: params.id, locale: request.locale }),
    }),
  );

  app.route(
    declared(bookingApi.giveUpAuthentication, {
      summary:
        'Give up a booking waiting for authentication: the payment is cancelled and the meeting released',
      description: `200 with the message; the caller holds the hour again for ${marketplaceRules.slotHoldMinutes} minutes. When the provider says the payment was made meanwhile, the booking is confirmed instead (201 as a paid booking). ${AUTHENTICATION_NOTE}`,
      tags,
      access: 'customer',
      outcomes: [
        {
          status: 201,
          description: 'Paid meanwhile: the booking, as POST /booking/{id} answers it',
          shape: 'Envelope',
        },
        PAYMENT_REFUSED,
        PROVIDER_DOWN,
      ],
      respond: ({ params, user, request }) =>
        cancelAuthentication(app, { user, meetingId: params.id, locale: request.locale }),
    }),
  );
}
