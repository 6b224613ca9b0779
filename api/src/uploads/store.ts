import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';

/** Image types accepted, by their detected content (never by name or declared type), and their extension. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A stored name: 32 random hex characters and the extension of its type. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The image type of the bytes, or null when they are not one of the accepted images. */
export async function detectImageType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && detected.mime in IMAGE_TYPES ? detected.mime : null;
}

/** Writes the image under a new random name and records it; answers the name. */
export async function storeImage(
  db: Database,
  dataDir: string,
  userId: number,
  bytes: Uint8Array,
  mimeType: string,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[mimeType]}`;
  const folder = uploadsDir(dataDir);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  await db.insert(uploads).values({ userId, storedName: name, mimeType, sizeBytes: bytes.byteLength });
  return name;
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
