import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, type Locale, type MessageKey, type UploadKindChoice, uploadApi } from 'shared-contracts';
import * as v from 'valibot';
import { declared, endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import type { UploadKind } from './media-types.ts';
import { type Received, type Refusal, receiveFile } from './receive.ts';
import { sendUpload } from './send.ts';
import { newStoredName, recordUpload } from './store.ts';

const MULTIPART_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

const ACCEPTED: Record<UploadKindChoice, readonly UploadKind[]> = {
  image: ['image'],
  video: ['video'],
  any: ['image', 'video'],
};
const NOT_ACCEPTED: Record<UploadKindChoice, MessageKey> = {
  image: 'fileNotImage',
  video: 'fileNotVideo',
  any: 'fileNotMedia',
};

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'fileTooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });

/**
 * Streams the `file` part into the uploads folder, limited to the largest size of the kinds taken;
 * null when there is no such part. Broken multipart bodies become client errors.
 */
async function receiveFilePart(
  request: FastifyRequest,
  folder: string,
  accept: readonly UploadKind[],
  maxBytes: Record<UploadKind, number>,
): Promise<Received | null> {
  const largest = Math.max(...accept.map((kind) => maxBytes[kind]));
  try {
    const part = await request.file({ limits: { fileSize: largest } });
    if (part?.fieldname !== 'file') return null;
    return await receiveFile(part.file, (media) => path.join(folder, newStoredName(media)), {
      accept,
      maxBytes,
    });
  } catch (error) {
    // The disk's own failures stay server errors; the rest is the body's fault.
    if (typeof (error as { syscall?: unknown }).syscall === 'string') throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && MULTIPART_LIMIT_CODES.has(code)) throw tooLarge(largest);
    throw new HttpError(400, 'invalidValue');
  }
}

function refusalError(refusal: Refusal, kind: UploadKindChoice, locale: Locale) {
  if (refusal.reason === 'tooLarge') return tooLarge(refusal.maxBytes);
  if (refusal.reason === 'empty') return fieldError('file', 'fieldRequired', locale);
  return fieldError('file', NOT_ACCEPTED[kind], locale);
}

export async function uploadRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const maxBytes = { image: config.maxUploadBytes, video: config.maxVideoUploadBytes };

  app.route(
    declared(uploadApi.upload, {
      summary: 'Upload an image (jpeg, png, webp, gif) or a video (mp4, webm, mov), checked by its content',
      description:
        'multipart/form-data with the field `file`. `kind` says what the caller takes: `image` (a picture or the gallery), `video`, or `any` (default). The type is detected from the content, never from the name or the declared type; another type is refused with 422 on `file`. Images may be up to MAX_UPLOAD_MB, videos up to MAX_VIDEO_UPLOAD_MB (413 past it). Answers `{ file, mime_type }`: the path to use as a picture or video, and the detected type.',
      tags: ['uploads'],
      access: 'user',
      files: ['file'],
      outcomes: [{ status: 413, description: 'The file is over the limit of its kind', shape: 'Error' }],
      handler: async ({ user, query, request }) => {
        const { locale } = request;
        if (!request.isMultipart()) throw fieldError('file', 'fieldRequired', locale);
        const folder = await app.uploadStorage.stagingDir();
        const received = await receiveFilePart(request, folder, ACCEPTED[query.kind], maxBytes);
        if (!received) throw fieldError('file', 'fieldRequired', locale);
        if (!received.ok) throw refusalError(received, query.kind, locale);
        const { media, size, file } = received;
        const name = path.basename(file);
        try {
          await app.uploadStorage.keep(file, name, media.mimeType);
        } catch (error) {
          request.log.error({ err: error }, 'upload storage failed');
          throw new HttpError(503, 'fileNotStored');
        }
        await recordUpload(db, { userId: user.id, name, mimeType: media.mimeType, size });
        return envelope({ file: `${API_PREFIX}/uploads/${name}`, mime_type: media.mimeType });
      },
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/uploads/:name',
      summary: 'An uploaded image or video, whole or a byte range of it',
      description:
        'Honours one `Range: bytes=…` range (206 Partial Content with Content-Range; 416 with `Content-Range: bytes */size` when it starts past the end) so a video can be played and sought; otherwise 200 with the whole file. Always `Accept-Ranges: bytes`.',
      tags: ['uploads'],
      access: 'public',
      params: v.object({ name: v.string() }),
      headers: [
        {
          name: 'Range',
          required: false,
          description:
            'One byte range (`bytes=first-last`, `bytes=first-`, `bytes=-suffix`); others are ignored.',
          schema: v.string(),
        },
      ],
      produces: ['image/*', 'video/*'],
      handler: async ({ params, request, reply }) =>
        sendUpload(db, app.uploadStorage, params.name, request, reply),
    }),
  );
}
