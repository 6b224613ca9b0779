import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a call of a test-start route comes from this machine: the socket's own address, never a
 * forwarded header (a proxy in front would make every caller look local, and TRUST_PROXY would
 * let a client pick its `ip`).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(address) && request.headers['x-forwarded-for'] === undefined;
}

/** The answer of a test-start route called from elsewhere. */
export function refuseNonLocal(reply: FastifyReply) {
  const message = 'Test routes are local only';
  return reply.status(403).send({ message, error: { message, code: 'forbidden' } });
}
