/**
 * Reads the message to show from an api error body, in the spec's order: the first message of the
 * field errors (`data`), then `message`, then `error.message`, then the fallback.
 */
export function readErrorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { data, message, error } = body as {
      data?: unknown;
      message?: unknown;
      error?: { message?: unknown };
    };
    const first = firstFieldMessage(data);
    if (first) return first;
    if (typeof message === 'string' && message) return message;
    if (error && typeof error === 'object' && typeof error.message === 'string' && error.message)
      return error.message;
  }
  return fallback;
}

/** Every field message, flattened in field order (the preferences toast joins them). */
export function flattenFieldMessages(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.values(data as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : typeof value === 'string'
        ? [value]
        : [],
  );
}

function firstFieldMessage(data: unknown): string | undefined {
  return flattenFieldMessages(data)[0];
}

/** An api call that answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors of a 422, `{}` otherwise. */
  get fieldErrors(): Record<string, string[]> {
    const data = (this.body as { data?: unknown } | null)?.data;
    if (this.status !== 422 || !data || typeof data !== 'object') return {};
    return data as Record<string, string[]>;
  }
}

/**
 * Whether asking again can change the answer: a 4xx will not (SWR's retries skip it); a network
 * failure or a 5xx may.
 */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
