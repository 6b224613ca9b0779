import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorAnswerSchema, UnprocessableAnswerSchema } from 'shared-contracts';
import * as v from 'valibot';

/** An answer of a declared route that its contract does not allow. */
interface AnswerMismatch {
  route: string;
  status: number;
  /** Where and why, as valibot tells it (`data.0.from_price: Invalid type…`). */
  issues: string[];
}

/** The answers kept for the test route to list (the latest, as CSP reports are). */
const KEPT = 200;

/** The schema an answer of this status must meet: the route's own, else the api's error shapes. */
function schemaFor(request: FastifyRequest, status: number): v.GenericSchema | undefined {
  const answers = request.routeOptions.config.openapi?.answers;
  if (!answers) return undefined;
  const declared = answers[status];
  if (declared) return declared;
  if (status === 422) return UnprocessableAnswerSchema;
  if (status >= 400) return ErrorAnswerSchema;
  return v.never(`status ${status} is not declared`);
}

function issuesOf(result: v.SafeParseResult<v.GenericSchema>): string[] {
  if (result.success) return [];
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mismatches seen since start (answer checks on), the latest last. */
    answerMismatches(): AnswerMismatch[];
  }
}

/**
 * Checks every answer of a declared route against its contract (`config.answerChecks`): 'record'
 * keeps and logs a mismatch (an e2e start: its suites fail on the list at the end), 'refuse'
 * answers 500 instead (the api's own tests: the test that caused it fails), 'off' in production.
 */
export const answerChecksPlugin = fp(
  async (app: FastifyInstance) => {
    const mode = app.config.answerChecks;
    const seen: AnswerMismatch[] = [];
    app.decorate('answerMismatches', () => [...seen]);
    if (mode === 'off') return;
    app.addHook(
      'preSerialization',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const schema = schemaFor(request, reply.statusCode);
        if (!schema) return payload;
        const issues = issuesOf(v.safeParse(schema, payload));
        if (issues.length === 0) return payload;
        const mismatch = {
          route: `${request.method} ${request.routeOptions.url}`,
          status: reply.statusCode,
          issues,
        };
        seen.push(mismatch);
        if (seen.length > KEPT) seen.shift();
        request.log.error({ mismatch }, 'an answer does not match its contract');
        if (mode === 'record') return payload;
        reply.code(500);
        const message = `The answer does not match its contract: ${issues.join('; ')}`;
        return { message, error: { message, code: 'answerMismatch' } };
      },
    );
  },
  { name: 'answer-checks', dependencies: ['platform'] },
);
