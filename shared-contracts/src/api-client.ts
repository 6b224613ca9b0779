import ky, { HTTPError, type KyInstance, type Options, type RetryOptions } from 'ky';
import type { Locale } from './entities.ts';
import type { Envelope, Paginated } from './envelope.ts';
import { ApiError, readErrorMessage } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.ts';
import { API_PREFIX } from './paths.ts';
import { csrfHeaders } from './session.ts';

export interface ApiClientOptions {
  /** Origin of the api, '' for the page's own origin. */
  baseUrl?: string;
  /** A bearer token for non-browser clients; browsers use the HttpOnly cookie. */
  token?: () => string | undefined;
  locale?: () => Locale;
  /** Whether calls are made with a session (the shell: its `userType` cookie); a bearer token is one too. */
  signedIn?: () => boolean;
  /**
   * Called on a 401 to an authenticated call (spec: the session is cleared, the browser goes to
   * '/'); the call is then retried once, without the session.
   */
  onUnauthorized?: () => void;
  /** Message when the body says nothing ('Ha ocurrido un error' in the spec's catalogue). */
  fallbackMessage?: () => string;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface PostOptions {
  /** Sent as the `Idempotency-Key` header (see `idempotentIntent`); the POST may then be retried. */
  idempotencyKey?: string;
}

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<Envelope<T>>;
  list<T>(path: string, query?: Query): Promise<Paginated<T>>;
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown): Promise<Envelope<T>>;
  /** `body`: for the calls that confirm a deletion (DELETE /account: the password). */
  delete<T>(path: string, body?: unknown): Promise<Envelope<T>>;
  upload<T>(path: string, form: FormData): Promise<Envelope<T>>;
  /** A file the api answers (GET), as its bytes: the account's data download. */
  file(path: string): Promise<Blob>;
  /** The underlying ky instance, for calls that need more. */
  ky: KyInstance;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A POST with an idempotency key may be sent again: the api answers a repeat of the key with the
 * first result. Retried: network errors and a gateway's 502/504 (Retry-After heeded up to 5 s). Not
 * a 503: the api says it itself when the payment provider is down, and a repeat of the key would
 * only wait for the attempt the api is still retrying.
 */
const KEYED_POST_RETRY: RetryOptions = {
  limit: 2,
  methods: ['post'],
  statusCodes: [502, 504],
  maxRetryAfter: 5_000,
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const instance = ky.create({
    prefix: API_PREFIX,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.token?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', options.locale?.() ?? 'en');
          request.headers.set('Accept', 'application/json');
          if (UNSAFE.has(request.method))
            for (const [name, value] of Object.entries(csrfHeaders())) request.headers.set(name, value);
        },
      ],
    },
  });

  const authenticated = () => Boolean(options.token?.()) || (options.signedIn?.() ?? false);

  async function call<T>(
    path: string,
    init: Options,
    retried = false,
    read: 'json' | 'blob' = 'json',
  ): Promise<T> {
    const withSession = !retried && authenticated();
    try {
      const response = instance(path, init);
      return (await (read === 'blob' ? response.blob() : response.json<T>())) as T;
    } catch (error) {
      if (withSession && error instanceof HTTPError && error.response.status === 401) {
        options.onUnauthorized?.();
        return call(path, init, true, read);
      }
      throw toApiError(error, options);
    }
  }

  const search = (query?: Query) =>
    query
      ? (Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
        ) as Record<string, string | number | boolean>)
      : undefined;

  return {
    get: (path, query) => call(path, { method: 'get', searchParams: search(query) }),
    list: (path, query) => call(path, { method: 'get', searchParams: search(query) }),
    post: (path, body, post) =>
      call(path, {
        method: 'post',
        json: body ?? {},
        ...(post?.idempotencyKey
          ? { headers: { [IDEMPOTENCY_KEY_HEADER]: post.idempotencyKey }, retry: KEYED_POST_RETRY }
          : {}),
      }),
    put: (path, body) => call(path, { method: 'put', json: body ?? {} }),
    delete: (path, body) => call(path, { method: 'delete', ...(body === undefined ? {} : { json: body }) }),
    upload: (path, form) => call(path, { method: 'post', body: form }),
    file: (path) => call<Blob>(path, { method: 'get' }, false, 'blob'),
    ky: instance,
  };
}

function toApiError(error: unknown, options: ApiClientOptions): unknown {
  const fallback = options.fallbackMessage?.() ?? 'Ha ocurrido un error';
  if (error instanceof HTTPError) {
    const body = error.data ?? null;
    return new ApiError(error.response.status, body, readErrorMessage(body, fallback));
  }
  if (error instanceof Error) return new ApiError(0, null, fallback);
  return error;
}
