import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { ClockBackwardsError } from '../marketplace/clock.ts';
import { fromLoopback, refuseNonLocal } from './loopback.ts';

/** `{ advance_ms }` (whole ms, ≥ 0) or `{ at }` (an ISO instant), never both. */
const TestClockMoveSchema = v.union(
  [
    v.strictObject({ advance_ms: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    v.strictObject({
      at: v.pipe(
        v.string(),
        v.isoTimestamp(),
        v.transform((at) => new Date(at)),
      ),
    }),
  ],
  'Send either advance_ms (whole milliseconds, 0 or more) or at (an ISO instant)',
);

/** The test clock's route, under the api prefix. */
const TEST_CLOCK_URL = '/test/clock';

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ message, error: { message, code } });
}

/** What the route answers: the clock's now and how far it stands ahead of real time. */
function clockView(app: FastifyInstance, ranJobs?: number) {
  const now = app.clock();
  return {
    now: now.toISOString(),
    offset_ms: app.testClock?.offsetMs() ?? 0,
    ...(ranJobs === undefined ? {} : { jobs_run: ranJobs }),
  };
}

/**
 * The test clock's routes, registered only when TEST_CLOCK is on (a test start: `buildApp` refuses
 * it in production): without it, they do not exist (404) and the OpenAPI document has no such path.
 * From the loopback address only (403 otherwise).
 */
export const testClockPlugin = fp(
  async (app: FastifyInstance) => {
    const clock = app.testClock;
    if (!clock) throw new Error('the test clock routes need TEST_CLOCK on');
    app.route(
      endpoint({
        method: 'GET',
        url: TEST_CLOCK_URL,
        summary: 'The test clock (TEST_CLOCK=1 only): {now, offset_ms}',
        tags: ['test'],
        access: 'public',
        handler: ({ request, reply }) => {
          if (!fromLoopback(request)) return refuseNonLocal(reply);
          return envelope(clockView(app));
        },
      }),
    );
    app.route(
      endpoint({
        method: 'POST',
        url: TEST_CLOCK_URL,
        summary: 'Move the test clock forward (TEST_CLOCK=1 only): {now, offset_ms, jobs_run}',
        description:
          'Body `{ advance_ms }` (an integer ≥ 0) or `{ at }` (an ISO instant not before now). The clock only moves forward (409 otherwise). Every job due at the new now has run when it answers (`jobs_run`: how many ran in this call). From the loopback address only (403).',
        tags: ['test'],
        access: 'public',
        body: TestClockMoveSchema,
        handler: async ({ request, reply, body }) => {
          if (!fromLoopback(request)) return refuseNonLocal(reply);
          try {
            if ('advance_ms' in body) clock.advance(body.advance_ms);
            else clock.moveTo(body.at);
          } catch (error) {
            if (error instanceof ClockBackwardsError)
              return refuse(reply, 409, 'clock_backwards', 'The test clock only moves forward');
            throw error;
          }
          // What fell due by the move has run when the test reads the product again.
          const ran = await app.jobs.runDue();
          return envelope(clockView(app, ran));
        },
      }),
    );
    app.route(
      endpoint({
        method: 'GET',
        url: '/test/answer-mismatches',
        summary:
          'Answers of declared routes that broke their contract since start (TEST_CLOCK=1 only): {mismatches}',
        tags: ['test'],
        access: 'public',
        handler: ({ request, reply }) => {
          if (!fromLoopback(request)) return refuseNonLocal(reply);
          return envelope({ checks: app.config.answerChecks, mismatches: app.answerMismatches() });
        },
      }),
    );
  },
  { name: 'test-clock' },
);
