import * as v from 'valibot';
import { m } from './messages.ts';

/** What POST /file-upload takes: `image` (a picture, gallery), `video`, or `any` of both (the default). */
const UPLOAD_KINDS = ['image', 'video', 'any'] as const;
export type UploadKindChoice = (typeof UPLOAD_KINDS)[number];

/** POST /file-upload?kind=…: the kind of file the caller takes; the content decides what it is. */
export const FileUploadQuerySchema = v.object({
  kind: v.optional(v.picklist(UPLOAD_KINDS, m('invalidValue')), 'any'),
});
