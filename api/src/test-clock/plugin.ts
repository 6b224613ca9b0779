import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { ClockBackwardsError } from '../marketplace/clock.ts';

/** The test clock's route, under the api prefix. */
export const TEST_CLOCK_URL = '/test/clock';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The address the connection comes from: the socket's own, never a forwarded header (a proxy in
 * front would make every caller look local, and TRUST_PROXY would let a client pick its `ip`).
 */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(address) && request.headers['x-forwarded-for'] === undefined;
}

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
          if (!fromLoopback(request)) return refuse(reply, 403, 'forbidden', 'The test clock is local only');
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
        handler: async ({ request, reply }) => {
          if (!fromLoopback(request)) return refuse(reply, 403, 'forbidden', 'The test clock is local only');
          const body = (request.body ?? {}) as { advance_ms?: unknown; at?: unknown };
          const advance = body.advance_ms;
          const at = body.at;
          if ((advance === undefined) === (at === undefined))
            return refuse(reply, 422, 'invalid', 'Send either advance_ms or at');
          try {
            if (advance !== undefined) {
              if (typeof advance !== 'number' || !Number.isInteger(advance))
                return refuse(reply, 422, 'invalid', 'advance_ms must be an integer number of ms');
              clock.advance(advance);
            } else {
              const instant = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
              if (Number.isNaN(instant.getTime()))
                return refuse(reply, 422, 'invalid', 'at must be an ISO instant');
              clock.moveTo(instant);
            }
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
  },
  { name: 'test-clock' },
);
