import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApiError } from 'shared-contracts';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createRenderData } from './render-data.ts';

function Expert({ id, fetcher }: { id: number; fetcher: () => Promise<string> }) {
  const { data } = useSWR(['render-data/expert', id], fetcher);
  return <p>{data ?? 'loading'}</p>;
}

/** One component reading three keys, as the search page reads its experts and its category. */
function ExpertWithCategory() {
  const { data: expert } = useSWR(['render-data/expert', 3], async () => 'Eva Lindqvist');
  const { data: category } = useSWR(['render-data/category', 'psychology'], async () => 'Psychology');
  const { data: rates } = useSWR(['render-data/rates', 3], async () => '3 rates');
  return <p>{[expert, category, rates].map((part) => part ?? 'loading').join(' · ')}</p>;
}

async function renderWith(renderData: ReturnType<typeof createRenderData>, children: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(
    <SWRConfig value={{ provider: () => new Map(), use: [renderData.middleware] }}>{children}</SWRConfig>,
  );
  return text(prelude);
}

describe("the server render's data", () => {
  it('renders what each key’s fetcher answers, reading a key once for every hook using it', async () => {
    const renderData = createRenderData();
    const fetcher = vi.fn(async () => 'Ana Ruiz');
    const html = await renderWith(
      renderData,
      <>
        <Expert id={1} fetcher={fetcher} />
        <Expert id={1} fetcher={fetcher} />
      </>,
    );
    expect(html).toBe('<p>Ana Ruiz</p><p>Ana Ruiz</p>');
    expect(fetcher).toHaveBeenCalledOnce();
    expect(renderData.answers()).toEqual({ [unstable_serialize(['render-data/expert', 1])]: 'Ana Ruiz' });
    expect(renderData.notFound()).toBe(false);
  });

  it('renders every key of a component that reads several, each with its own answer', async () => {
    const renderData = createRenderData();
    const html = await renderWith(renderData, <ExpertWithCategory />);
    expect(html).toBe('<p>Eva Lindqvist · Psychology · 3 rates</p>');
    expect(Object.values(renderData.answers())).toEqual(['Eva Lindqvist', 'Psychology', '3 rates']);
  });

  it('renders a failed read as loading, hands nothing over for it, and tells a 404', async () => {
    const renderData = createRenderData();
    const html = await renderWith(
      renderData,
      <Expert
        id={999}
        fetcher={async () => {
          throw new ApiError(404, {}, 'Expert not found');
        }}
      />,
    );
    expect(html).toBe('<p>loading</p>');
    expect(renderData.answers()).toEqual({});
    expect(renderData.notFound()).toBe(true);
  });

  it('does not call a 500 not found', async () => {
    const renderData = createRenderData();
    await renderWith(
      renderData,
      <Expert
        id={2}
        fetcher={async () => {
          throw new ApiError(500, {}, 'down');
        }}
      />,
    );
    expect(renderData.notFound()).toBe(false);
  });
});
