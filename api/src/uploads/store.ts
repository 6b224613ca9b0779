import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { DetectedMedia } from './media-types.ts';

/** A new random stored name with the extension of its type. */
export const newStoredName = (media: DetectedMedia) =>
  `${randomBytes(16).toString('hex')}.${media.extension}`;

/** Records a file kept under `name` by the upload storage. */
export async function recordUpload(
  db: Database,
  upload: { userId: number; name: string; mimeType: string; size: number },
): Promise<void> {
  await db.insert(uploads).values({
    userId: upload.userId,
    storedName: upload.name,
    mimeType: upload.mimeType,
    sizeBytes: upload.size,
  });
}

/** The recorded type of a stored upload, or null when there is no such upload. */
export async function findUpload(db: Database, name: string) {
  const [row] = await db
    .select({ mimeType: uploads.mimeType })
    .from(uploads)
    .where(eq(uploads.storedName, name))
    .limit(1);
  return row ?? null;
}
