import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from 'shared-contracts';
import type { Transaction } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { UploadStorage } from '../uploads/storage.ts';
import { newStoredName } from '../uploads/store.ts';

const PNG = { mimeType: 'image/png', kind: 'image', extension: 'png' } as const;

/** A seeded picture kept as an upload: the path a profile or gallery holds, and its file's record. */
export interface SeedImage {
  /** `/api/v1/uploads/<name>`, what `profile_picture` and gallery items hold. */
  path: string;
  name: string;
  size: number;
}

/**
 * Keeps PNG pictures the way an uploaded file is kept (the upload storage, under a new random
 * name), so they are served by `GET /uploads/:name` like any upload. Answers them in order.
 */
export async function storeImages(
  storage: UploadStorage,
  images: readonly Uint8Array[],
): Promise<SeedImage[]> {
  const folder = await storage.stagingDir();
  return Promise.all(
    images.map(async (png) => {
      const name = newStoredName(PNG);
      const file = path.join(folder, name);
      await writeFile(file, png);
      await storage.keep(file, name, PNG.mimeType);
      return { path: `${API_PREFIX}/uploads/${name}`, name, size: png.byteLength };
    }),
  );
}

/** Records the kept pictures as their owners' uploads, in one statement. */
export async function recordImages(
  tx: Pick<Transaction, 'insert'>,
  owned: readonly { image: SeedImage; userId: number }[],
): Promise<void> {
  if (owned.length === 0) return;
  await tx.insert(uploads).values(
    owned.map(({ image, userId }) => ({
      userId,
      storedName: image.name,
      mimeType: PNG.mimeType,
      sizeBytes: image.size,
    })),
  );
}
