import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque secret: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function secretsMatch(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
