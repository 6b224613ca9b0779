import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { aCategory, aSummary } from '../test/fixtures.ts';
import { sortedParams, submittedQuery } from '../test/forms.ts';
import ExpertSearch from './ExpertSearch.tsx';

/** GET /experts answers with `lastPage` pages of one expert each; GET /categories with one. */
function searchApi(lastPage: number, experts = [aSummary()]) {
  return fakeApi((path, query) => {
    if (path === paths.categories) return envelope([aCategory()]);
    if (path === paths.experts) return page(experts, Number(query?.page ?? 1), lastPage, experts.length);
    throw new Error(`unexpected ${path}`);
  });
}

function expertCalls(get: ReturnType<typeof fakeApi>['get']) {
  return get.mock.calls.filter(([path]) => path === paths.experts).map(([, query]) => query);
}

function renderSearch(url: string, api: ReturnType<typeof fakeApi>['api'], locale: 'en' | 'es' = 'en') {
  return renderWithShell(<ExpertSearch area="guest" expertsPath="/experts" />, { api, url, locale });
}

describe('ExpertSearch pagination', () => {
  it('disables Previous on the first page and links Next to the second, keeping the query', async () => {
    const { api } = searchApi(3);
    renderSearch('/experts/search?c=health&s=diet&rating=4&sort=role', api);
    const previous = await screen.findByRole('button', { name: 'Previous' });
    expect(previous).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/experts/search?c=health&s=diet&rating=4&sort=role&page=2',
    );
  });

  it('links Previous and Next to the pages around the current one, page 1 without a page', async () => {
    const { api } = searchApi(3);
    renderSearch('/experts/search?c=health&page=2', api);
    expect((await screen.findByRole('link', { name: 'Previous' })).getAttribute('href')).toBe(
      '/experts/search?c=health',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/experts/search?c=health&page=3',
    );
  });

  it('moves to the next page in the page (URL and api), and stops on the last page', async () => {
    const user = userEvent.setup();
    const { api, get } = searchApi(2);
    renderSearch('/experts/search?c=health', api);
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(currentUrl().searchParams.get('page')).toBe('2');
    expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', page: 2, per_page: 30 });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
  });

  it('treats a page of 0 or less in the URL as the first page', async () => {
    const { api, get } = searchApi(4);
    renderSearch('/experts/search?page=-3', api);
    expect(await screen.findByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(expertCalls(get)[0]).toMatchObject({ page: 1 });
  });
});

describe('ExpertSearch filters and search box', () => {
  it('applies the rating and sort chosen in the filter dialog to the URL and the api', async () => {
    const user = userEvent.setup();
    const { api, get } = searchApi(1);
    renderSearch('/experts/search?c=health&page=2', api);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: '3 stars and up' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Role' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const url = currentUrl();
    expect(url.searchParams.get('rating')).toBe('3');
    expect(url.searchParams.get('sort')).toBe('role');
    expect(url.searchParams.get('c')).toBe('health');
    expect(url.searchParams.get('page')).toBeNull();
    await screen.findByText('1 result');
    expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', rating: 3, sort: 'role', page: 1 });
  });

  it('searches what the box says when a filter is applied: a cleared box drops s', async () => {
    const user = userEvent.setup();
    const { api, get } = searchApi(1);
    renderSearch('/experts/search?c=health&s=coach', api);
    await user.clear(await screen.findByRole('searchbox', { name: 'Search experts' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars and up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(currentUrl().searchParams.get('s')).toBeNull();
    expect(currentUrl().searchParams.get('rating')).toBe('4');
    await act(async () => {});
    expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', s: undefined, rating: 4 });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search experts' }).value).toBe('');
  });

  it('searches the text typed without Enter when a filter is applied', async () => {
    const user = userEvent.setup();
    const { api } = searchApi(1);
    renderSearch('/experts/search?s=coach', api);
    const box = await screen.findByRole('searchbox', { name: 'Search experts' });
    await user.clear(box);
    await user.type(box, 'yoga');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: 'Role' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(currentUrl().searchParams.get('s')).toBe('yoga');
    expect(currentUrl().searchParams.get('sort')).toBe('role');
  });

  it('opens the dialog on the filters already in the URL', async () => {
    const user = userEvent.setup();
    const { api } = searchApi(1);
    renderSearch('/experts/search?rating=4&sort=role', api);
    await user.click(await screen.findByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('radio', { name: '4 stars and up' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Role' })).toHaveProperty('checked', true);
  });

  it('searches on Enter only, putting the text in s and keeping the focus in the box', async () => {
    const user = userEvent.setup();
    const { api, get } = searchApi(1);
    renderSearch('/experts/search?c=health', api);
    const box = await screen.findByRole('searchbox', { name: 'Search experts' });
    await user.type(box, 'diet');
    expect(currentUrl().searchParams.get('s')).toBeNull();
    await user.type(box, '{Enter}');
    expect(currentUrl().searchParams.get('s')).toBe('diet');
    expect(document.activeElement).toBe(box);
    await act(async () => {});
    expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', s: 'diet' });
  });
});

describe('ExpertSearch search form (works without JavaScript)', () => {
  function searchForm() {
    return screen.getByRole('search') as HTMLFormElement;
  }

  it('is a GET form to this page: the text as s, the category, rating and sort kept, the page dropped', async () => {
    const { api } = searchApi(3);
    renderSearch('/experts/search?c=health&s=diet&rating=4&sort=role&page=3', api);
    const box = await screen.findByRole('searchbox', { name: 'Search experts' });
    const form = searchForm();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/experts/search');
    expect(form.contains(box)).toBe(true);
    expect(box.getAttribute('name')).toBe('s');
    expect(sortedParams(submittedQuery(form))).toEqual([
      ['c', 'health'],
      ['rating', '4'],
      ['s', 'diet'],
      ['sort', 'role'],
    ]);
  });

  it('goes to the same query on Enter with JavaScript as the form sends without it', async () => {
    const user = userEvent.setup();
    const { api } = searchApi(1);
    renderSearch('/experts/search?c=health&rating=3&page=2', api);
    const box = await screen.findByRole('searchbox', { name: 'Search experts' });
    await user.type(box, 'sleep');
    const sent = submittedQuery(searchForm());
    await user.type(box, '{Enter}');
    expect(sortedParams(currentUrl().searchParams)).toEqual(sortedParams(sent));
    expect(currentUrl().searchParams.get('s')).toBe('sleep');
  });

  it('has a Search button in the box that searches as Enter does', async () => {
    const user = userEvent.setup();
    const { api, get } = searchApi(1);
    renderSearch('/experts/search?c=health', api);
    await user.type(await screen.findByRole('searchbox', { name: 'Search experts' }), 'diet');
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    expect(currentUrl().searchParams.get('s')).toBe('diet');
    await act(async () => {});
    expect(expertCalls(get).at(-1)).toMatchObject({ c: 'health', s: 'diet' });
  });

  it('posts to the customer area’s own search page there', async () => {
    const { api } = searchApi(1);
    renderWithShell(<ExpertSearch area="customer" expertsPath="/customer/app/experts" />, {
      api,
      url: '/customer/app/experts/search?fav=1',
    });
    await screen.findByRole('searchbox', { name: 'Search experts' });
    expect(searchForm().getAttribute('action')).toBe('/customer/app/experts/search');
    expect(submittedQuery(searchForm()).get('fav')).toBe('1');
  });
});

describe('ExpertSearch results', () => {
  it('says there are no results in English', async () => {
    const { api } = searchApi(1, []);
    renderSearch('/experts/search?s=zzz', api, 'en');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('says there are no results in Spanish', async () => {
    const { api } = searchApi(1, []);
    renderSearch('/experts/search?s=zzz', api, 'es');
    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();
  });

  it('says a page past the last one is, and links to the last page, in English and Spanish', async () => {
    for (const [locale, title, link] of [
      ['en', 'This page is past the last one', 'Go to page 3'],
      ['es', 'Esta página está más allá de la última', 'Ir a la página 3'],
    ] as const) {
      const { api } = fakeApi((path) => {
        if (path === paths.categories) return envelope([aCategory()]);
        return page([], 99, 3, 76);
      });
      const { unmount } = renderSearch('/experts/search?c=health&page=99', api, locale);
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
        '/experts/search?c=health&page=3',
      );
      expect(screen.queryByText(/No results found|No se encontraron resultados/)).toBeNull();
      unmount();
    }
  });

  it('says the count is a lower bound when the api stopped counting, in English and Spanish', async () => {
    for (const [locale, text] of [
      ['en', /^More than 330 results$/],
      ['es', /^Más de 330 resultados$/],
    ] as const) {
      const { api } = fakeApi((path) => {
        if (path === paths.categories) return envelope([aCategory()]);
        const answer = page([aSummary()], 1, 11, 330);
        return { ...answer, meta: { ...answer.meta, total_is_lower_bound: true } };
      });
      const { unmount } = renderSearch('/experts/search?s=coach', api, locale);
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('links each card to the expert page of the area', async () => {
    const { api } = searchApi(1, [aSummary({ id: 42, first_name: 'Luis', last_name: 'Paz' })]);
    renderSearch('/experts/search', api);
    const card = await screen.findByRole('link', { name: /Luis Paz/ });
    expect(card.getAttribute('href')).toBe('/experts/42');
  });

  it('shows the error with a Retry that asks again', async () => {
    let fail = true;
    const { api, get } = fakeApi((path) => {
      if (path === paths.categories) return envelope([]);
      if (fail) throw new Error('The server is down');
      return page([aSummary()], 1, 1);
    });
    renderSearch('/experts/search', api);
    expect(await screen.findByText('The server is down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Ana Torres/ })).toBeTruthy();
    expect(expertCalls(get)).toHaveLength(2);
  });
});
