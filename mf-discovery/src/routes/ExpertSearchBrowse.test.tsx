import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { aCategory, aSummary } from '../test/fixtures.ts';
import ExpertSearch from './ExpertSearch.tsx';

function browseApi(experts = [aSummary()]) {
  return fakeApi((path, query) => {
    if (path === paths.categories) return envelope([aCategory()]);
    if (path === paths.experts) return page(experts, Number(query?.page ?? 1), 3, experts.length);
    throw new Error(`unexpected ${path}`);
  });
}

const expertCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.experts).map(([, query]) => query);

function renderSearch(url: string, api: ReturnType<typeof fakeApi>['api'], locale: 'en' | 'es' = 'en') {
  return renderWithShell(<ExpertSearch area="guest" expertsPath="/experts" />, { api, url, locale });
}

describe('ExpertSearch by subcategory', () => {
  it("offers the category's subcategories as links that keep the text, rating and sort and go to page 1", async () => {
    const { api } = browseApi();
    renderSearch('/experts/search?c=health&s=diet&rating=4&sort=price&page=2', api);
    const nav = await screen.findByRole('navigation', { name: 'Subcategories of Health' });
    const all = within(nav).getByRole('link', { name: 'All of Health' });
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Sleep' }).getAttribute('href')).toBe(
      '/experts/search?c=health&sc=sleep&s=diet&rating=4&sort=price',
    );
  });

  it('narrows the grid to the chosen subcategory in the URL and the api, and goes back to all of it', async () => {
    const user = userEvent.setup();
    const { api, get } = browseApi();
    renderSearch('/experts/search?c=health', api);
    const nav = await screen.findByRole('navigation', { name: 'Subcategories of Health' });
    await user.click(within(nav).getByRole('link', { name: 'Nutrition' }));

    expect(currentUrl().searchParams.get('sc')).toBe('nutrition');
    expect(await screen.findByRole('heading', { name: 'Experts in Nutrition' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Nutrition' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', sc: 'nutrition', page: 1 }),
    );

    await user.click(within(nav).getByRole('link', { name: 'All of Health' }));
    expect(currentUrl().searchParams.get('sc')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Experts in Health' })).toBeTruthy();
  });

  it("finds the subcategory's category when the URL has only the subcategory, in Spanish", async () => {
    const { api, get } = fakeApi((path) => {
      if (path === paths.categories)
        return envelope([
          aCategory({
            name: 'Salud',
            subcategories: [
              { id: 11, name: 'Nutrición', slug: 'nutrition' },
              { id: 12, name: 'Sueño', slug: 'sleep' },
            ],
          }),
        ]);
      return page([aSummary()], 1, 1, 1);
    });
    renderSearch('/experts/search?sc=sleep', api, 'es');
    expect(await screen.findByRole('heading', { name: 'Expertos en Sueño' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Subcategorías de Salud' });
    expect(within(nav).getByRole('link', { name: 'Todo Salud' }).getAttribute('href')).toBe(
      '/experts/search?c=health',
    );
    await waitFor(() => expect(expertCalls(get).at(-1)).toMatchObject({ sc: 'sleep' }));
  });

  it('shows no subcategory links without a category', async () => {
    const { api } = browseApi();
    renderSearch('/experts/search?s=diet', api);
    await screen.findByText('1 result');
    expect(screen.queryByRole('navigation', { name: /Subcategories/ })).toBeNull();
  });
});

describe('ExpertSearch by rating and price', () => {
  it('sorts best rated or lowest price first from the filter dialog, in the URL and the api', async () => {
    const user = userEvent.setup();
    const { api, get } = browseApi();
    renderSearch('/experts/search?c=health', api);
    for (const [name, sort] of [
      ['Best rated', 'rating'],
      ['Lowest price', 'price'],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: /Filters/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Filters' });
      await user.click(within(dialog).getByRole('radio', { name }));
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(currentUrl().searchParams.get('sort')).toBe(sort);
      await screen.findByText('1 result');
      expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', sort });
    }
  });

  it("shows each card's lowest price in the page's language, and none for an expert without prices", async () => {
    for (const [locale, text] of [
      ['en', 'From $30.00'],
      ['es', /^Desde 30,00\sUS\$$/],
    ] as const) {
      const { api } = browseApi([
        aSummary({ id: 1, first_name: 'Ana', from_price: 30 }),
        aSummary({ id: 2, first_name: 'Luis', from_price: null }),
      ]);
      const { unmount } = renderSearch('/experts/search', api, locale);
      const priced = await screen.findByRole('article', { name: 'Ana Torres' });
      expect(within(priced).getByText(text)).toBeTruthy();
      const unpriced = screen.getByRole('article', { name: 'Luis Torres' });
      expect(within(unpriced).queryByText(/From|Desde/)).toBeNull();
      unmount();
    }
  });
});
