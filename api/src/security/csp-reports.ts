import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { fromLoopback, refuseNonLocal } from '../test-clock/loopback.ts';
import { CspReportSchema, RecentViolations, violationOf } from './csp-report.ts';

const REPORT_TYPE = 'application/csp-report';

/**
 * Where browsers report what the Content-Security-Policy blocked (its `report-uri`): each report
 * is logged as a warning, so an origin the product needs but the policy misses shows in the logs.
 * Anyone may send one, so they are limited per address and capped in size. A test start
 * (TEST_CLOCK=1) also lists the latest ones, for the e2e suites to fail on.
 */
export const cspReportsPlugin = fp(
  async (app: FastifyInstance) => {
    const recent = new RecentViolations(200);
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        REPORT_TYPE,
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        scope.getDefaultJsonParser('error', 'error'),
      );
      scope.route(
        endpoint({
          method: 'POST',
          url: '/csp-reports',
          summary: 'A browser reports what the Content-Security-Policy blocked',
          description: `The policy's report-uri. Body: \`{"csp-report": {…}}\` as browsers send it, with \`Content-Type: ${REPORT_TYPE}\` (or application/json). Logged; 204.`,
          tags: ['security'],
          access: 'public',
          status: 204,
          config: {
            rateLimit: {
              max: 60,
              timeWindow: 60_000,
              errorResponseBuilder: () => new HttpError(429, 'tooManyAttempts'),
            },
          },
          handler: ({ request, reply }) => {
            const violation = violationOf(validate(CspReportSchema, request.body, request), app.clock());
            recent.add(violation);
            request.log.warn({ csp: violation }, 'content security policy violation');
            return reply.send();
          },
        }),
      );
    });
    if (!app.testClock) return;
    app.route(
      endpoint({
        method: 'GET',
        url: '/test/csp-reports',
        summary: 'The latest CSP violations this instance received (TEST_CLOCK=1 only): {violations}',
        tags: ['test'],
        access: 'public',
        handler: ({ request, reply }) => {
          if (!fromLoopback(request)) return refuseNonLocal(reply);
          return envelope({ violations: recent.list() });
        },
      }),
    );
  },
  { name: 'csp-reports' },
);
