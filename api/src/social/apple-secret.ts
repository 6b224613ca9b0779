import { importPKCS8, SignJWT } from 'jose';
import type { AppleSigningKey } from './config.ts';

const LIFETIME_S = 30 * 60;
let cached: { secret: string; renewAt: number; key: string } | undefined;

/**
 * Apple's client secret: an ES256 JWT from the team (iss), the Services ID (sub) and Apple (aud),
 * signed with the developer account's key; made again a few minutes before it expires.
 */
export async function appleClientSecret(clientId: string, key: AppleSigningKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const cacheKey = `${clientId}|${key.teamId}|${key.keyId}`;
  if (cached && cached.key === cacheKey && cached.renewAt > now) return cached.secret;
  const secret = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(now)
    .setExpirationTime(now + LIFETIME_S)
    .sign(await importPKCS8(key.privateKey, 'ES256'));
  cached = { secret, renewAt: now + LIFETIME_S - 300, key: cacheKey };
  return secret;
}
