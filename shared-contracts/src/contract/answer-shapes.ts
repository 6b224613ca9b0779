import * as v from 'valibot';

/** Answers are strict: a field the contract does not name (a leak, a rename) is a mismatch. */
export const PaginationMetaSchema = v.strictObject({
  current_page: v.number(),
  last_page: v.number(),
  from: v.nullable(v.number()),
  to: v.nullable(v.number()),
  total: v.number(),
  per_page: v.number(),
  /**
   * Expert search only: there are more than `total` matches (counting stopped 300 matches past the
   * end of the current page, so `last_page` grows as the pages are followed).
   */
  total_is_lower_bound: v.optional(v.boolean()),
});

/** Someone on the other side of a meeting, a review or a post: name and picture. */
export const PersonAnswerSchema = v.strictObject({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  profile_picture: v.nullable(v.string()),
});

/** `{ data, message? }`: every success of the api (ARCHITECTURE §4). */
export const envelopeOf = <S extends v.GenericSchema>(data: S) =>
  v.strictObject({ data, message: v.optional(v.string()) });

/** A success with a message and nothing else (a released hold, a payment given up). */
export const MessageAnswerSchema = v.strictObject({ message: v.string(), data: v.optional(v.null()) });

/** `{ data: [...], meta, message? }`: a page of a list. */
export const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.strictObject({ data: v.array(item), meta: PaginationMetaSchema, message: v.optional(v.string()) });

/** Any refusal but 422: a message in the caller's language, and its code when it has one. */
export const ErrorAnswerSchema = v.strictObject({
  message: v.string(),
  error: v.strictObject({ message: v.string(), code: v.optional(v.string()) }),
});

/** 422: one list of messages per field. */
export const ValidationAnswerSchema = v.strictObject({
  message: v.string(),
  data: v.record(v.string(), v.array(v.string())),
});

/** 422 of a route that also refuses a request as a whole (an expired post): either shape. */
export const UnprocessableAnswerSchema = v.union([ValidationAnswerSchema, ErrorAnswerSchema]);

/** The refusals of a route that takes input and can miss what it names: 404 and 422. */
export const NOT_FOUND_OR_INVALID = { 404: ErrorAnswerSchema, 422: ValidationAnswerSchema } as const;
