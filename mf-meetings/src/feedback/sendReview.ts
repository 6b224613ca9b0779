import { ApiError, flattenFieldMessages } from 'shared-contracts';

/** A failed review as the spec shows it (§8): the field messages joined, else the answer's message. */
export function reviewFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = flattenFieldMessages((error.body as { data?: unknown } | null)?.data);
    if (fields.length > 0) return fields.join(', ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
