import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'image' | 'video';

interface MediaType {
  kind: UploadKind;
  extension: string;
}

/** Types accepted, by their detected content (never by name or declared type), with their extension. */
const MEDIA_TYPES = new Map<string, MediaType>([
  ['image/jpeg', { kind: 'image', extension: 'jpg' }],
  ['image/png', { kind: 'image', extension: 'png' }],
  ['image/webp', { kind: 'image', extension: 'webp' }],
  ['image/gif', { kind: 'image', extension: 'gif' }],
  ['video/mp4', { kind: 'video', extension: 'mp4' }],
  ['video/webm', { kind: 'video', extension: 'webm' }],
  ['video/quicktime', { kind: 'video', extension: 'mov' }],
]);

/** A stored name: 32 random hex characters and the extension of its type. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif|mp4|webm|mov)$/;

/** How many leading bytes detection reads (file-type's own sample when it reads a stream). */
export const DETECTION_BYTES = 4100;

export interface DetectedMedia {
  mimeType: string;
  kind: UploadKind;
  extension: string;
}

/** The accepted type of these leading bytes, or null when they are none of the accepted images and videos. */
export async function detectMediaType(head: Uint8Array): Promise<DetectedMedia | null> {
  const detected = await fileTypeFromBuffer(head);
  const media = detected && MEDIA_TYPES.get(detected.mime);
  return detected && media ? { mimeType: detected.mime, ...media } : null;
}
