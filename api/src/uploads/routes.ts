import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, paths } from 'shared-contracts';
import * as v from 'valibot';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError, notFound } from '../http/errors.ts';
import { detectImageType, findUpload, STORED_NAME, storeImage, uploadsDir } from './store.ts';

const MULTIPART_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/** Reads the `file` part whole; the size limit and broken multipart bodies become client errors. */
async function readFilePart(request: FastifyRequest, maxBytes: number) {
  const tooLarge = () => new HttpError(413, 'fileTooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') return null;
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && MULTIPART_LIMIT_CODES.has(code)) throw tooLarge();
    throw new HttpError(400, 'invalidValue');
  }
}

export async function uploadRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.route(
    endpoint({
      method: 'POST',
      url: `/${paths.fileUpload}`,
      summary: 'Upload an image (jpeg, png, webp or gif), checked by its content',
      description: 'multipart/form-data with the field `file`. Answers the path to use as a picture.',
      tags: ['uploads'],
      access: 'user',
      files: ['file'],
      status: 201,
      handler: async ({ user, request }) => {
        const { locale } = request;
        if (!request.isMultipart()) throw fieldError('file', 'fieldRequired', locale);
        const bytes = await readFilePart(request, config.maxUploadBytes);
        if (!bytes || bytes.byteLength === 0) throw fieldError('file', 'fieldRequired', locale);
        const mimeType = await detectImageType(bytes);
        if (!mimeType) throw fieldError('file', 'fileNotImage', locale);
        const name = await storeImage(db, config.dataDir, user.id, bytes, mimeType);
        return envelope({ file: `${API_PREFIX}/uploads/${name}` });
      },
    }),
  );

  app.route(
    endpoint({
      method: 'GET',
      url: '/uploads/:name',
      summary: 'An uploaded image',
      tags: ['uploads'],
      access: 'public',
      params: v.object({ name: v.string() }),
      produces: 'image/*',
      handler: async ({ params, reply }) => {
        if (!STORED_NAME.test(params.name)) throw notFound();
        const upload = await findUpload(db, params.name);
        const file = path.join(uploadsDir(config.dataDir), params.name);
        const size = await stat(file)
          .then((info) => info.size)
          .catch(() => null);
        if (!upload || size === null) throw notFound();
        return reply
          .header('content-type', upload.mimeType)
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(file));
      },
    }),
  );
}
