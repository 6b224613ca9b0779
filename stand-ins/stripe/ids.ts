import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random base62 text of the given length. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** An object id in Stripe's style: `cus_…`, `pi_…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** Seconds since the epoch, as Stripe's `created` fields. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
