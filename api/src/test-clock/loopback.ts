import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a call of a local-only route (the test-start routes, the release tools' reads) comes from
 * this machine: the socket's own address, never a forwarded header (a proxy in front would make
 * every caller look local, and TRUST_PROXY would let a client pick its `ip`).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(address) && request.headers['x-forwarded-for'] === undefined;
}

/** The 403 body of a local-only route called from elsewhere. */
export function nonLocalRefusal(message = 'Test routes are local only') {
  return { message, error: { message, code: 'forbidden' } };
}

/** The answer of a test-start route called from elsewhere. */
export function refuseNonLocal(reply: FastifyReply) {
  return reply.status(403).send(nonLocalRefusal());
}
