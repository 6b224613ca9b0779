/** Object storage for uploads: any S3-compatible service (AWS S3, MinIO, R2…). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another service than AWS S3 (`https://…`); undefined for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Keys, or undefined for the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prefix of every key (`uploads/`). */
  prefix: string;
}

/**
 * S3_BUCKET turns object storage on (S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE,
 * S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY, S3_PREFIX); without it uploads stay on the disk.
 */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: env.S3_PREFIX ?? 'uploads/',
  };
}
