import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A LiveKit-style id: PA_ for participants, TR_ for tracks, RM_ for rooms. */
export function newSid(prefix: 'PA_' | 'TR_' | 'RM_'): string {
  const bytes = randomBytes(12);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
