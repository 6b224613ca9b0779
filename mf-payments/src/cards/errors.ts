import { ApiError, readErrorMessage } from 'shared-contracts';

/** The message to toast for a failed call: the api's (a refused card's is the provider's), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return readErrorMessage(error.body, error.message || fallback);
  return fallback;
}
