import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './storage.ts';

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Files in `dataDir/uploads`, written there directly as they are received. */
export function diskStorage(dataDir: string): UploadStorage {
  const folder = uploadsDir(dataDir);
  return {
    async stagingDir() {
      await mkdir(folder, { recursive: true });
      return folder;
    },
    // Received in place: the staged file is the upload.
    async keep() {},
    size: (name) =>
      stat(path.join(folder, name))
        .then((info) => info.size)
        .catch(() => null),
    read: async (name, range) => createReadStream(path.join(folder, name), range),
    remove: (name) => rm(path.join(folder, name), { force: true }),
    async close() {},
  };
}
