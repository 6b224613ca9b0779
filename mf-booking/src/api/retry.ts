import { ApiError } from 'shared-contracts';

/** A 4xx answer will not change by asking again; network failures and 5xx are retried by SWR. */
export function shouldRetry(error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
