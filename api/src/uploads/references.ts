import { and, eq, inArray } from 'drizzle-orm';
import { API_PREFIX, type MessageKey } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { UploadKind } from './media-types.ts';

const UPLOAD_PATH = new RegExp(`^${API_PREFIX.replace(/\//g, '\\/')}\\/uploads\\/([A-Za-z0-9._-]+)$`);
const HTTPS_LINK = /^https:\/\/[^\s<>"]+$/i;

/** The stored name a reference to one of our uploads (`/api/v1/uploads/<name>`) names, or null. */
export function uploadNameOf(reference: string): string | null {
  return UPLOAD_PATH.exec(reference)?.[1] ?? null;
}

/** Of `names`, the uploads `userId` made, each with its recorded type; the others are absent. */
export async function ownUploads(db: Database, userId: number, names: readonly string[]) {
  if (names.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ name: uploads.storedName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.storedName, [...names])));
  return new Map(rows.map((row) => [row.name, row.mimeType]));
}

/** What a picture or video field takes: one of the caller's uploads of `kind`, and maybe a link. */
export interface MediaRule {
  kind: UploadKind;
  /** An https link to elsewhere is taken too (the spec's video link). */
  httpsLink: boolean;
}

/**
 * Why `reference` may not be set by `userId` under `rule` (a catalogue message for a 422 on its
 * field), or null when it may: another person's upload, one that does not exist, one of another
 * kind, or a link where none is taken (or one that is not https).
 */
export async function mediaReferenceRefusal(
  db: Database,
  userId: number,
  reference: string,
  rule: MediaRule,
): Promise<MessageKey | null> {
  const name = uploadNameOf(reference);
  if (!name) {
    if (rule.httpsLink) return HTTPS_LINK.test(reference) ? null : 'videoLinkHttps';
    return 'uploadNotYours';
  }
  const type = (await ownUploads(db, userId, [name])).get(name);
  if (!type) return 'uploadNotYours';
  if (!type.startsWith(`${rule.kind}/`)) return rule.kind === 'image' ? 'fileNotImage' : 'fileNotVideo';
  return null;
}
