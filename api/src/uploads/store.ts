import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { DetectedMedia } from './media-types.ts';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The uploads folder, created when missing. */
export async function ensureUploadsDir(dataDir: string): Promise<string> {
  const folder = uploadsDir(dataDir);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** A new random stored name with the extension of its type. */
export const newStoredName = (media: DetectedMedia) =>
  `${randomBytes(16).toString('hex')}.${media.extension}`;

/** Records a file already written under `name` in the uploads folder. */
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
