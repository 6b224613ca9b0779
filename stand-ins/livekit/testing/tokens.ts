import { AccessToken } from 'livekit-server-sdk';

export const TEST_KEY = 'devkey';
export const TEST_SECRET = 'a-test-secret-of-at-least-32-characters';

/** A join token as the api issues it: one room, one identity. */
export function joinToken(
  room: string,
  identity: string,
  options: { ttl?: number | string; secret?: string } = {},
): Promise<string> {
  const token = new AccessToken(TEST_KEY, options.secret ?? TEST_SECRET, {
    identity,
    ttl: options.ttl ?? '10m',
  });
  token.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
  return token.toJwt();
}
