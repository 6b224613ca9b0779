import type { FastifyInstance } from 'fastify';
import { type Locale, meetingApi, translate } from 'shared-contracts';
import type { User } from '../db/schema/index.ts';
import { declared, type OutcomeDoc } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { meetingView } from '../meetings/view.ts';
import { bookableDays } from './days.ts';
import { meetingToMove, movingContext, rescheduleMeeting } from './reschedule.ts';
import { planDay } from './slots.ts';

const tags = ['meetings'];

const CANNOT_MOVE: OutcomeDoc = {
  status: 409,
  description:
    "'This meeting can no longer be rescheduled' (moved once already, under 24 hours to the start, cancelled or over); for the move itself also 'This time is no longer available' (a booking or another move took the hour first) or another customer holds it",
  shape: 'Error',
};

const RULE = `Either participant (the customer or the expert; anyone else 404), at most ${marketplaceRules.reschedulesPerMeeting} time per meeting and at least ${marketplaceRules.rescheduleNoticeHours} hours before its start, to a free hour of the same expert and rate (the meeting's own time counts as free), with no new charge.`;

/** Moving a meeting: the free hours and days to move it to, and the move. */
export async function rescheduleRoutes(app: FastifyInstance) {
  const view = async (id: number, user: User, locale: Locale) => {
    const meeting = await meetingView(app, id, user, locale);
    if (!meeting) throw notFound();
    return meeting;
  };

  app.route(
    declared(meetingApi.rescheduleAvailability, {
      summary: 'The free hours of a date to move this meeting to (TimeSlot[], as /booking/{id}/availability)',
      description: `${RULE} \`date\` is the expert's local date, or a calendar day of \`timezone\` when given; the answer is that of the booking's availability for the meeting's customer and rate.`,
      tags,
      access: 'user',
      outcomes: [CANNOT_MOVE],
      handler: async ({ params, query, user, request }) => {
        const { meeting } = await meetingToMove(app, params.id, user);
        const context = await movingContext(app, meeting);
        const plan = await planDay(
          app,
          { ...context, date: query.date, zone: query.timezone },
          request.locale,
        );
        return envelope(plan.free.map((slot) => slot.view));
      },
    }),
  );

  app.route(
    declared(meetingApi.rescheduleDays, {
      summary: 'The dates of a month with a free hour to move this meeting to (as /booking/{id}/days)',
      description: RULE,
      tags,
      access: 'user',
      outcomes: [CANNOT_MOVE],
      handler: async ({ params, query, user, request }) => {
        const { meeting } = await meetingToMove(app, params.id, user);
        const context = await movingContext(app, meeting);
        return envelope(
          await bookableDays(app, { ...context, month: query.month, zone: query.timezone }, request.locale),
        );
      },
    }),
  );

  app.route(
    declared(meetingApi.reschedule, {
      summary: 'Move the meeting to another free hour: the meeting at its new time',
      description: `${RULE} The body is the booking's \`date\` and \`start_time\` (expert-side). The meeting's jobs, reminders and room move with it; the other side is notified ('meeting.rescheduled'), both get the realtime event and an updated calendar invite (same UID, SEQUENCE raised). Asked again after it moved there, it answers the same. 422 on start_time when the hour is not in the schedule or is the current one.`,
      tags,
      access: 'user',
      outcomes: [CANNOT_MOVE],
      handler: async ({ params, body, user, request }) => {
        await rescheduleMeeting(app, params.id, user, body, request.locale);
        return envelope(
          await view(params.id, user, request.locale),
          translate('meetingRescheduled', request.locale),
        );
      },
    }),
  );
}
