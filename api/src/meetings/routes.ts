import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, meetingApi, translate } from 'shared-contracts';
import type { User } from '../db/schema/index.ts';
import { declared, type OutcomeDoc } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { idempotencyKeyHeader, optionalIdempotencyKey } from '../http/idempotency.ts';
import { paginated } from '../http/pagination.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { cancelMeeting, meetingOfParticipant } from './cancel.ts';
import { saveComments } from './comments.ts';
import { extendMeeting } from './extension.ts';
import { answerExtension } from './extension-answer.ts';
import { settleExtensionAuthentication } from './extension-authentication.ts';
import { extensionAnswer } from './extension-http.ts';
import { extensionPreview } from './extension-preview.ts';
import { requestExtension } from './extension-request.ts';
import { finishMeeting } from './finish.ts';
import { listMeetings } from './list.ts';
import { participantMeeting } from './participant.ts';
import { meetingView } from './view.ts';

const tags = ['meetings'];

const EXTENSION_AUTHENTICATION_REQUIRED: OutcomeDoc = {
  status: 202,
  description:
    "The card's bank asks the customer to authenticate (3-D Secure): data is ExtensionAuthenticationRequired {meeting_id, payment: {status: 'requires_action', client_secret, payment_method_id, expires_at}}. The browser confirms with Stripe.js `confirmCardPayment(client_secret, { payment_method })`, then POST /booking/meets/{id}/payment/authentication.",
  shape: 'Envelope',
};
const EXTENSION_REFUSED: OutcomeDoc = {
  status: 402,
  description: "The payment was refused (the provider's message, translated when known); nothing moved",
  shape: 'Error',
};
const CANNOT_CANCEL: OutcomeDoc = {
  status: 409,
  description:
    "'This meeting can no longer be cancelled' (the customer after its start, the expert after its end, or it ended early or as a no-show)",
  shape: 'Error',
};
const EXTENSION_KEY_NOTE =
  "Idempotency-Key (optional, one per payment attempt): a retry with the same key answers the first attempt's outcome (paid: 200 with the meeting) without a second charge; the same key with another card or rate: 422.";

/** Meetings: lists, detail, comments, finish; the extension flow; the jobs of a meeting's life. */
export async function meetingRoutes(app: FastifyInstance) {
  const view = async (id: number, user: User, locale: Locale, withToken = false) => {
    const viewer = {
      id: user.id,
      timezone: user.timezone || 'UTC',
      firstName: user.firstName,
      lastName: user.lastName,
    };
    const meeting = await meetingView(app, id, viewer, locale, { withToken });
    if (!meeting) throw notFound();
    return meeting;
  };

  app.route(
    declared(meetingApi.list, {
      summary: "The caller's paid meetings, as the customer (is_expert false) or as the expert (true)",
      description:
        "Filters: status (comma list of booked, start soon, finished), date / start_date / end_date (yyyy-MM-dd in the caller's zone, on the start), search over the counterpart's name. Answers `data` + `meta`.",
      tags,
      access: 'user',
      handler: async ({ query, user }) => {
        const { data, total } = await listMeetings(app, user, query);
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  app.route(
    declared(meetingApi.one, {
      summary: "One of the caller's meetings, with the caller's own video token and room",
      description: 'Only the two participants see it (anyone else: 404). The token is valid until the end.',
      tags,
      access: 'user',
      handler: async ({ params, user, request }) => {
        await meetingOfParticipant(app, params.id, user);
        return envelope(await view(params.id, user, request.locale, true));
      },
    }),
  );

  app.route(
    declared(meetingApi.comments, {
      summary: 'The customer leaves comments for the expert on a meeting (≤ 250 characters)',
      tags,
      access: 'customer',
      handler: async ({ params, body, user, request }) => {
        await participantMeeting(app, params.id, user, 'customer');
        await saveComments(app, params.id, body.comments);
        return envelope(
          await view(params.id, user, request.locale),
          translate('commentsSent', request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.cancel, {
      summary: 'Cancel the meeting (either side): the meeting with its cancellation and the refund made',
      description: `The customer until the start: refunded in full (booking and paid extensions) with at least ${marketplaceRules.customerRefundNoticeHours} hours' notice, nothing later. The expert until the end: the customer always refunded in full, and the meeting no longer counts for the expert. The meeting's \`changes.cancel.refund\` says beforehand what a cancel by the caller gives. The refund is owed in the same transaction as the cancellation and made at once, or by the charge's reconciliation when the provider is down. Jobs, reminders and the room go; the other side is notified ('meeting.cancelled') and both get the status and a cancelled calendar invite. Asked again (or by both sides at once) it answers the same, refunding once. Anyone but the participants: 404.`,
      tags,
      access: 'user',
      outcomes: [CANNOT_CANCEL],
      handler: async ({ params, body, user, request }) => {
        await cancelMeeting(app, params.id, user, { reason: body.reason });
        return envelope(
          await view(params.id, user, request.locale),
          translate('meetingCancelled', request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.finish, {
      summary: 'A participant ends the call: the meeting is finished, the room closed, the other side told',
      tags,
      access: 'user',
      handler: async ({ params, user, request }) => {
        const meeting = await participantMeeting(app, params.id, user);
        await finishMeeting(app, meeting, user, request.log);
        return envelope(
          await view(params.id, user, request.locale),
          translate('meetingFinishedMessage', request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.askForMoreTime, {
      summary:
        'The customer asks the expert for more time (only in the last minutes, when the expert is free)',
      description:
        'Allowed once the meeting offers it (CanRequestMeetExtension) or within its last 5 minutes while both sides are free right after the end. Sets CustomerRequestedTimeExtension and tells the expert in real time.',
      tags,
      access: 'customer',
      handler: async ({ params, body, user, request }) => {
        const meeting = await participantMeeting(app, params.id, user, 'customer');
        await requestExtension(app, meeting, body.rate, request.locale);
        return envelope(
          await view(params.id, user, request.locale),
          translate('extensionRequested', request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.answerMoreTime, {
      summary: "The expert answers the customer's request for more time (confirm 1: available, 0: busy)",
      tags,
      access: 'expert',
      handler: async ({ params, body, user, request }) => {
        const meeting = await participantMeeting(app, params.id, user, 'expert');
        await answerExtension(app, meeting, body.confirm);
        return envelope(
          await view(params.id, user, request.locale),
          translate(body.confirm ? 'extensionAccepted' : 'extensionDeclined', request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.extensionPreview, {
      summary:
        "What an extension of this meeting costs with a rate: the expert's price, the fee and the total",
      tags,
      access: 'customer',
      handler: async ({ params, query, user, request }) => {
        const meeting = await participantMeeting(app, params.id, user, 'customer');
        return envelope(await extensionPreview(app, meeting, query.rate, request.locale));
      },
    }),
  );

  app.route(
    declared(meetingApi.payExtension, {
      summary: 'The customer pays an accepted extension: charged off-session, the end moved, new tokens',
      description: `Only after the expert accepted (AcceptedMeetingExtension). A refused card answers 402 with the provider's message and moves nothing; a meeting of either side right after the end answers 409 (refunded if charged). When the card's bank asks for authentication, 202 with the payment's client secret: the browser confirms it with Stripe.js, then POST /booking/meets/{id}/payment/authentication (DELETE to give up); left alone it is cancelled at expires_at. ${EXTENSION_KEY_NOTE}`,
      tags,
      access: 'customer',
      headers: [idempotencyKeyHeader(false)],
      outcomes: [EXTENSION_AUTHENTICATION_REQUIRED, EXTENSION_REFUSED],
      respond: async ({ params, body, user, request }) => {
        const meeting = await participantMeeting(app, params.id, user, 'customer');
        const requestKey = optionalIdempotencyKey(request);
        const outcome = await extendMeeting(app, meeting, user, body, requestKey);
        return extensionAnswer(outcome, request.locale, () => view(params.id, user, request.locale, true));
      },
    }),
  );

  const settle =
    (giveUp: boolean) =>
    async ({ params, user, request }: { params: { id: number }; user: User; request: FastifyRequest }) => {
      const meeting = await participantMeeting(app, params.id, user, 'customer');
      const outcome = await settleExtensionAuthentication(app, meeting, giveUp);
      return extensionAnswer(outcome, request.locale, () => view(params.id, user, request.locale, true));
    };

  app.route(
    declared(meetingApi.extensionAuthenticated, {
      summary:
        "Settle an extension's payment after the customer completed their bank's authentication in Stripe.js",
      description:
        "The payment is asked of the provider: paid → 200, the meeting with its later end and new token; refused → 402; still waiting → 202 again. Only the meeting's customer; asked again once settled, the latest attempt answers.",
      tags,
      access: 'customer',
      outcomes: [EXTENSION_AUTHENTICATION_REQUIRED, EXTENSION_REFUSED],
      respond: settle(false),
    }),
  );

  app.route(
    declared(meetingApi.giveUpExtensionAuthentication, {
      summary: "Give up an extension's payment waiting for authentication: it is cancelled, nothing charged",
      description:
        "200 with the message 'The payment was cancelled. Nothing was charged' (or the meeting, when the provider says it was paid first).",
      tags,
      access: 'customer',
      outcomes: [EXTENSION_AUTHENTICATION_REQUIRED, EXTENSION_REFUSED],
      respond: settle(true),
    }),
  );
}
