import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { validationError } from './errors.ts';

/**
 * Parses input with a shared-contracts schema, messages in the request's language. Failure is a
 * 422 with every failing field and its messages (dotted paths; `_` for the whole body).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {}, { lang: request.locale });
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = fields[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[key] = list;
  }
  throw validationError(fields);
}
