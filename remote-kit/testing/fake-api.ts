import type { ApiClient, Envelope, Paginated } from 'shared-contracts';
import { type Mock, vi } from 'vitest';

export type Answer = (path: string, query: Record<string, unknown> | undefined) => unknown;

type Call = (...args: never[]) => Promise<unknown>;
export type FakeApi = ApiClient & { [K in Exclude<keyof ApiClient, 'ky'>]: Mock<Call> & ApiClient[K] };

/**
 * An api client whose calls are mocks: GETs (and lists) answer from `answer` when one is given,
 * otherwise every call answers what the test sets (`api.post.mockResolvedValue(…)`). A write the
 * test says nothing of answers, as the real client does, a promise (of an empty envelope). `get`
 * is the mock behind both `api.get` and `api.list`.
 */
export function fakeApi(answer?: Answer): { api: FakeApi; get: FakeApi['get'] } {
  const read = answer
    ? vi.fn(async (path: string, query?: Record<string, unknown>) => answer(path, query))
    : vi.fn();
  const api = {
    get: read,
    list: read,
    post: vi.fn(async () => envelope(null)),
    put: vi.fn(async () => envelope(null)),
    delete: vi.fn(async () => envelope(null)),
    upload: vi.fn(),
    file: vi.fn(),
    ky: undefined as unknown as ApiClient['ky'],
  } as unknown as FakeApi;
  return { api, get: api.get };
}

export function envelope<T>(data: T): Envelope<T> {
  return { data };
}

export function page<T>(data: T[], currentPage: number, lastPage: number, total = data.length): Paginated<T> {
  return {
    data,
    meta: { current_page: currentPage, last_page: lastPage, from: 1, to: data.length, total, per_page: 30 },
  };
}
