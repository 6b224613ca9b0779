import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { readByteRange } from './byte-range.ts';
import { STORED_NAME } from './media-types.ts';
import type { UploadStorage } from './storage.ts';
import { findUpload } from './store.ts';

/**
 * Sends a stored upload, whole or the one byte range asked (what a `<video>` needs to play and seek).
 * Every answer keeps the file from being read as anything but its recorded type.
 */
export async function sendUpload(
  db: Database,
  storage: UploadStorage,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!STORED_NAME.test(name)) throw notFound();
  const upload = await findUpload(db, name);
  const size = upload ? await storage.size(name) : null;
  if (!upload || size === null) throw notFound();
  reply
    .header('accept-ranges', 'bytes')
    // An upload is never a document: nothing in it runs or loads, and no page frames it.
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('cache-control', 'public, max-age=31536000, immutable');
  const range = readByteRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  reply.header('content-type', upload.mimeType);
  if (range.kind === 'whole') return reply.header('content-length', size).send(await storage.read(name));
  const { start, end } = range;
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(await storage.read(name, { start, end }));
}
