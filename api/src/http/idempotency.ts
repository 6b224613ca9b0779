/**
 * The `Idempotency-Key` request header: read and checked here only, and described here once for
 * the OpenAPI document. Its shape is `IdempotencyKeySchema` of shared-contracts (8 to 255 visible
 * ASCII characters); a missing or malformed key is a 422 on the `Idempotency-Key` field in the
 * request's language. What a repeated key answers is the route's own rule (booking, funds, extensions).
 */
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, translate } from 'shared-contracts';
import * as v from 'valibot';
import { validationError } from './errors.ts';

const DESCRIPTION =
  'One key per attempt (a UUID, for example), 8 to 255 visible ASCII characters without spaces. A retry of the same attempt sends the same key and gets the first answer instead of a second action; a new attempt sends a new key.';

/**
 * The header as a route declares it for the OpenAPI document (`endpoint({ headers: [...] })`);
 * `required` is false only where a body field may stand in for it.
 */
export function idempotencyKeyHeader(required: boolean) {
  return { name: IDEMPOTENCY_KEY_HEADER, required, description: DESCRIPTION, schema: IdempotencyKeySchema };
}

/**
 * The request's idempotency key: the header when it is sent (a malformed one is refused, never
 * passed over), else `fallback` (a body field the route's schema checked with the same rule),
 * else a 422 asking for the header.
 */
export function idempotencyKeyOf(request: FastifyRequest, fallback?: string): string {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const refuse = (message: string) => validationError({ [IDEMPOTENCY_KEY_HEADER]: [message] });
  if (sent === undefined) {
    if (fallback !== undefined) return fallback;
    throw refuse(translate('idempotencyKeyMissing', request.locale));
  }
  const parsed = v.safeParse(IdempotencyKeySchema, sent, { lang: request.locale });
  if (!parsed.success) throw refuse(parsed.issues[0].message);
  return parsed.output;
}

/** The request's idempotency key where the header is optional: undefined when not sent. */
export function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  return request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined
    ? undefined
    : idempotencyKeyOf(request);
}
