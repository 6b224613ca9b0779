/** The request header that carries the key; the api reads it in api/src/http/idempotency.ts. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
