import { type FileHandle, open, rm } from 'node:fs/promises';
import { DETECTION_BYTES, type DetectedMedia, detectMediaType, type UploadKind } from './media-types.ts';

/** A file part's body as @fastify/multipart hands it over: `truncated` once it went past its size limit. */
export type PartStream = AsyncIterable<Buffer> & { truncated?: boolean };

export interface ReceiveOptions {
  /** Kinds the caller takes. */
  accept: readonly UploadKind[];
  /** Largest size of each kind, in bytes. */
  maxBytes: Record<UploadKind, number>;
}

export type Refusal =
  | { ok: false; reason: 'empty' | 'notAccepted' }
  | { ok: false; reason: 'tooLarge'; maxBytes: number };

export type Received = { ok: true; media: DetectedMedia; size: number; file: string } | Refusal;

/** The refusal of `size` bytes of this type, or null when they are taken. */
function check(media: DetectedMedia | null, size: number, options: ReceiveOptions): Refusal | null {
  if (!media || !options.accept.includes(media.kind)) return { ok: false, reason: 'notAccepted' };
  const maxBytes = options.maxBytes[media.kind];
  return size > maxBytes ? { ok: false, reason: 'tooLarge', maxBytes } : null;
}

/** The file being written, created on the first write, once its type (and so its name) is known. */
class Sink {
  file: string | null = null;
  private handle: FileHandle | null = null;
  private readonly pathFor: (media: DetectedMedia) => string;

  constructor(pathFor: (media: DetectedMedia) => string) {
    this.pathFor = pathFor;
  }

  async write(media: DetectedMedia, chunks: Buffer[]) {
    if (!this.handle) {
      this.file = this.pathFor(media);
      this.handle = await open(this.file, 'wx');
    }
    for (const chunk of chunks) await this.handle.write(chunk);
  }

  async close() {
    await this.handle?.close();
    this.handle = null;
  }

  async remove() {
    await this.close();
    if (this.file) await rm(this.file, { force: true });
  }
}

/**
 * Streams a file part to `pathFor(its type)`, the type detected from its first bytes: only an
 * accepted type is written, and only up to the limit of its kind. After a refusal the part is still
 * read to its end (and dropped) so the rest of the multipart body keeps flowing. The file is left
 * only on success.
 */
export async function receiveFile(
  stream: PartStream,
  pathFor: (media: DetectedMedia) => string,
  options: ReceiveOptions,
): Promise<Received> {
  const sink = new Sink(pathFor);
  let head: Buffer[] = [];
  let size = 0;
  let media: DetectedMedia | null | undefined;
  let refusal: Refusal | null = null;
  try {
    for await (const chunk of stream) {
      if (refusal) continue;
      size += chunk.byteLength;
      head.push(chunk);
      if (media === undefined) {
        if (size < DETECTION_BYTES) continue;
        media = await detectMediaType(Buffer.concat(head));
      }
      refusal = check(media, size, options);
      if (!refusal && media) await sink.write(media, head);
      head = [];
    }
    if (!refusal && size === 0) refusal = { ok: false, reason: 'empty' };
    if (!refusal) {
      media ??= await detectMediaType(Buffer.concat(head));
      refusal = check(media, size, options);
      // The part stops at the largest limit of all kinds; `truncated` says it went past it.
      if (!refusal && media && stream.truncated)
        refusal = { ok: false, reason: 'tooLarge', maxBytes: options.maxBytes[media.kind] };
      if (!refusal && media) await sink.write(media, head);
    }
  } catch (error) {
    await sink.remove();
    throw error;
  }
  if (refusal || !media || !sink.file) {
    await sink.remove();
    return refusal ?? { ok: false, reason: 'notAccepted' };
  }
  await sink.close();
  return { ok: true, media, size, file: sink.file };
}
