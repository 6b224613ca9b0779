import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from './page-data.ts';
import { SERVER_DATA_FRESH_MS, serverDataCache, serverDataMiddleware } from './server-data-middleware.ts';

function Expert({ id, fetcher }: { id: number; fetcher: () => Promise<string> }) {
  const { data, isLoading } = useSWR(['hydration/expert', id], fetcher);
  // What the expert's page does: a skeleton while loading (it must not show on hydration).
  return <p>{isLoading ? 'loading' : (data ?? 'none')}</p>;
}

const RENDERED_AT = Date.parse('2026-11-28T10:00:00Z');
const pageData: PageData = {
  locale: 'en',
  swr: {
    [unstable_serialize(['hydration/expert', 1])]: 'Ana Ruiz (server)',
    [unstable_serialize(['hydration/expert', 2])]: 'Ana Ruiz (server)',
  },
  renderedAt: RENDERED_AT,
};

function renderAt(now: number, id: number, fetcher: () => Promise<string>) {
  return render(
    <SWRConfig
      value={{ provider: () => serverDataCache(pageData), use: [serverDataMiddleware(pageData, () => now)] }}
    >
      <Expert id={id} fetcher={fetcher} />
    </SWRConfig>,
  );
}

describe("the server's data in the browser", () => {
  it('shows what the server rendered, without asking the api again while it is fresh', async () => {
    const fetcher = vi.fn(async () => 'Ana Ruiz (browser)');
    renderAt(RENDERED_AT + 5_000, 1, fetcher);
    expect(await screen.findByText('Ana Ruiz (server)')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows older server data first (not loading), then asks again', async () => {
    const fetcher = vi.fn(async () => 'Ana Ruiz (browser)');
    renderAt(RENDERED_AT + SERVER_DATA_FRESH_MS + 1, 2, fetcher);
    expect(screen.getByText('Ana Ruiz (server)')).toBeTruthy();
    expect(await screen.findByText('Ana Ruiz (browser)')).toBeTruthy();
  });

  it('leaves a key the server did not read to SWR', async () => {
    const fetcher = vi.fn(async () => 'Ben Ode');
    renderAt(RENDERED_AT, 3, fetcher);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Ben Ode')).toBeTruthy();
  });
});
