import type { FastifyRequest } from 'fastify';
import { pickLocale, translate } from 'shared-contracts';
import * as v from 'valibot';
import { validationError } from './errors.ts';

// A rule without a message of its own (valibot's defaults are English and technical) reads as
// 'Invalid value' in the caller's language.
v.setGlobalMessage((issue) => translate('invalidValue', pickLocale(issue.lang)));

type Issue = v.BaseIssue<unknown>;

/**
 * Parses input with a shared-contracts schema, messages in the request's language. Failure is a
 * 422 with every failing field and its messages (dotted paths; `_` for the whole body).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
): v.InferOutput<S> {
  const lang = request.locale;
  const nulAt = findNulCharacter(input ?? {}, '');
  if (nulAt !== null) throw validationError({ [nulAt || '_']: [translate('invalidValue', lang)] });
  const result = v.safeParse(schema, input ?? {}, { lang });
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    const message = isMissingKey(issue) ? missingFieldMessage(schema, issue, lang) : issue.message;
    const list = fields[key] ?? [];
    if (!list.includes(message)) list.push(message);
    fields[key] = list;
  }
  throw validationError(fields);
}

/** valibot reports an absent key as an issue of the object; the caller should read the field's own rule. */
function isMissingKey(issue: Issue) {
  return (
    issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && !!issue.path?.length
  );
}

/** The message the field's schema gives for an absent value ('Field required', 'You must accept…'). */
function missingFieldMessage(root: v.GenericSchema, issue: Issue, lang: string): string {
  let schema: unknown = root;
  for (const item of issue.path ?? []) {
    const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
    schema = entries?.[String(item.key)];
  }
  if (schema && typeof schema === 'object' && '~standard' in schema) {
    const attempt = v.safeParse(schema as v.GenericSchema, undefined, { lang });
    const first = attempt.issues?.[0];
    if (first && !isMissingKey(first)) return first.message;
  }
  return translate('fieldRequired', pickLocale(lang));
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
