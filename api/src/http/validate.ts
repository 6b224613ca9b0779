import type { FastifyRequest } from 'fastify';
import { translate } from 'shared-contracts';
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
  const nulAt = findNulCharacter(input ?? {}, '');
  if (nulAt !== null) throw validationError({ [nulAt || '_']: [translate('invalidValue', request.locale)] });
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

/**
 * The dotted path of the first string holding U+0000, or null. PostgreSQL text cannot store that
 * character, so it is refused here as bad input rather than failing in the database.
 */
function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '_';
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
