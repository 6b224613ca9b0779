import * as v from 'valibot';
import { FileUploadQuerySchema } from '../schemas/uploads.ts';
import { ErrorAnswerSchema, envelopeOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** POST /file-upload's answer: the path to use, and the type detected from the content. */
const UploadedFileSchema = v.strictObject({ file: v.string(), mime_type: v.string() });

/** Files people upload: pictures, gallery photos, videos (multipart, sent with `call`'s `form`). */
export const uploadApi = {
  upload: defineRoute({
    method: 'POST',
    path: 'file-upload',
    query: FileUploadQuerySchema,
    answers: {
      201: envelopeOf(UploadedFileSchema),
      /** Over the limit of its kind. */
      413: ErrorAnswerSchema,
      /** No file, or not of the kind asked. */
      422: ValidationAnswerSchema,
      /** It could not be stored; send it again. */
      503: ErrorAnswerSchema,
    },
  }),
};
