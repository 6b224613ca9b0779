import { hash, verify } from '@node-rs/argon2';
import { newToken } from './tokens.ts';

/** Argon2id (`algorithm: 2`), the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's baseline). */
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

let decoy: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. Without a stored hash (unknown email, social
 * account) a decoy hash is verified anyway, so the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(newToken());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
