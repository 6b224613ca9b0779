import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-config.ts';
import type { UploadStorage } from './storage.ts';

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under `prefix` + stored name. A file is received into a
 * staging folder of this instance (its type and size checked), then put in the bucket and
 * removed here; the api serves it from the bucket, so any instance serves any upload.
 */
export function s3Storage(settings: S3Settings, dataDir: string): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // S3-compatible servers often lack the SDK's default checksums of streamed bodies
    // (aws-chunked with a trailer); checksums only where the API requires them, off AWS.
    ...(settings.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const staging = path.join(dataDir, 'uploads-staging');
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    async stagingDir() {
      await mkdir(staging, { recursive: true });
      return staging;
    },
    async keep(file, name, mimeType) {
      try {
        const { size } = await stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: mimeType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
    },
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(name, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`no readable body for ${key(name)}`);
      return object.Body;
    },
    async remove(name) {
      // S3 answers a missing key's delete with success too.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
    async close() {
      client.destroy();
    },
  };
}
