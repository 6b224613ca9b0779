import type { FastifyInstance } from 'fastify';
import { scheduleApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { loadSchedule, saveSchedule } from './schedules.ts';

const tags = ['schedules'];

/** The signed-in expert's weekly availability (wall times in the expert's time zone). */
export async function scheduleRoutes(app: FastifyInstance) {
  const { db } = app;

  app.route(
    declared(scheduleApi.week, {
      summary: "The expert's week: seven days (monday first), each {id, weekday, active, items}",
      description:
        "Times are HH:mm wall times in the expert's time zone (users.timezone). `id` of a day is its weekday number (0 = monday).",
      tags,
      access: 'expert',
      handler: async ({ user }) => envelope(await loadSchedule(db, user.id)),
    }),
  );

  app.route(
    declared(scheduleApi.saveWeek, {
      summary: 'Replace the whole week with a list of {weekday, start_time, end_time}',
      description:
        'The body is the list, or `{schedules: [...]}`. Saved only with at least one item; each range HH:mm 00:00–23:59 with start < end, not overlapping another range of the same day. Field errors are keyed `schedules.<index>.<field>` (0-based position in the list sent). A refused week leaves the saved one unchanged.',
      tags,
      access: 'expert',
      handler: async ({ user, body, request }) => {
        await saveSchedule(db, user.id, body.schedules);
        return envelope(await loadSchedule(db, user.id), translate('scheduleSaved', request.locale));
      },
    }),
  );
}
