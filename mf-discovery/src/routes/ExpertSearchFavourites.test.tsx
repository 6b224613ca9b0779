import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { type ExpertSummary, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { aCategory, aSummary } from '../test/fixtures.ts';
import ExpertSearch from './ExpertSearch.tsx';

const ANA = aSummary({ id: 7, first_name: 'Ana', last_name: 'Torres' });
const LUIS = aSummary({ id: 8, first_name: 'Luis', last_name: 'Paz' });

/** The api's grid over two experts; `favourites` is the customer's saved ids, changed by PUTs. */
function favouritesApi(favourites: Set<number>) {
  const fake = fakeApi((path, query) => {
    if (path === paths.categories) return envelope([aCategory()]);
    if (path === paths.experts) {
      const marked: ExpertSummary[] = [ANA, LUIS].map((expert) => ({
        ...expert,
        is_favorite: favourites.has(expert.id),
      }));
      const shown = query?.favorites ? marked.filter((expert) => expert.is_favorite) : marked;
      return page(shown, 1, 1, shown.length);
    }
    throw new Error(`unexpected ${path}`);
  });
  fake.api.put.mockImplementation(async (path: string) => {
    const [, id, change] = /experts\/(\d+)\/(add|remove)-favourite/.exec(path) ?? [];
    if (change === 'add') favourites.add(Number(id));
    else favourites.delete(Number(id));
    return envelope({ id: Number(id), is_favorite: change === 'add' });
  });
  return fake;
}

const expertQueries = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.experts).map(([, query]) => query);

function renderCustomerSearch(
  api: ReturnType<typeof fakeApi>['api'],
  url: string,
  locale: 'en' | 'es' = 'en',
) {
  return renderWithShell(<ExpertSearch area="customer" expertsPath="/customer/app/experts" />, {
    api,
    url,
    locale,
  });
}

function cardOf(name: string) {
  const link = screen.getByRole('link', { name });
  const card = link.closest<HTMLElement>('.mantine-Card-root');
  if (!card) throw new Error(`no card around ${name}`);
  return card;
}

describe('the favourites view of the search grid', () => {
  it('lists only the favourites, from the api’s favourites variant, in the URL', async () => {
    const { api, get } = favouritesApi(new Set([8]));
    renderCustomerSearch(api, '/customer/app/experts/search');
    await screen.findByRole('link', { name: 'Ana Torres' });
    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'Your favourite experts' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Torres' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Luis Paz' })).toBeTruthy();
    expect(currentUrl().search).toBe('?fav=1');
    expect(expertQueries(get).at(-1)).toMatchObject({ favorites: '1', page: 1 });
  });

  it('adds a favourite from a card, then removes it from the favourites view, where it leaves the grid', async () => {
    const favourites = new Set<number>();
    const { api } = favouritesApi(favourites);
    renderCustomerSearch(api, '/customer/app/experts/search');
    await screen.findByRole('link', { name: 'Ana Torres' });
    await userEvent.click(within(cardOf('Ana Torres')).getByRole('button', { name: 'Add to favourites' }));
    expect(api.put).toHaveBeenCalledWith(paths.addFavourite(7));
    const saved = await within(cardOf('Ana Torres')).findByRole('button', { name: 'Remove from favourites' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(favourites.has(7)).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Luis Paz' })).toBeNull());
    await userEvent.click(
      within(cardOf('Ana Torres')).getByRole('button', { name: 'Remove from favourites' }),
    );
    expect(api.put).toHaveBeenCalledWith(paths.removeFavourite(7));
    expect(await screen.findByText('You have no favourite experts yet')).toBeTruthy();
  });

  it('says there are no favourites in Spanish', async () => {
    const { api } = favouritesApi(new Set());
    renderCustomerSearch(api, '/customer/app/experts/search?fav=1', 'es');
    expect(await screen.findByText('Aún no tienes expertos favoritos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tus expertos favoritos' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Favoritos' })).toHaveProperty('checked', true);
  });

  it('gives guests neither the favourites view nor hearts on the cards', async () => {
    const { api } = favouritesApi(new Set([7]));
    renderWithShell(<ExpertSearch area="guest" expertsPath="/experts" />, { api, url: '/experts/search' });
    await screen.findByRole('link', { name: 'Ana Torres' });
    expect(screen.queryByRole('radio', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
