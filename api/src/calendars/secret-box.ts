import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The development key of CALENDAR_SECRET_KEY (a production start refuses it). */
export const DEVELOPMENT_CALENDAR_KEY = 'local-calendar-key-for-development-only';

/** AES-256-GCM under a key derived from the configured secret (any length: it is hashed to 32 bytes). */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed by this key (or was changed). */
  open(sealed: string): string;
}

export function secretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(`calendar-credentials:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
