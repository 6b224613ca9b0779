import type { Readable } from 'node:stream';
import type { ApiConfig } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** Where upload files live: the disk of this instance, or object storage every instance shares. */
export interface UploadStorage {
  /** The folder a file being received is written to first. */
  stagingDir(): Promise<string>;
  /** Keeps a received file (in the staging folder) under its stored name. */
  keep(file: string, name: string, mimeType: string): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  size(name: string): Promise<number | null>;
  /** The stored bytes: all of them, or from `start` to `end` inclusive. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Erases the stored file; one already gone is not an error. */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

export function uploadStorage(config: Pick<ApiConfig, 'dataDir' | 's3'>): UploadStorage {
  return config.s3 ? s3Storage(config.s3, config.dataDir) : diskStorage(config.dataDir);
}
