import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { paths } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { aCategory, aSummary } from '../test/fixtures.ts';
import ExpertSearch from './ExpertSearch.tsx';

// The page as the server's HTML has it, before (or without) JavaScript.
vi.mock('../components/useHydrated.ts', () => ({ useHydrated: () => false }));

function renderSearch(url: string) {
  const { api } = fakeApi((path, query) => {
    if (path === paths.categories) return envelope([aCategory()]);
    if (path === paths.experts) return page([aSummary()], Number(query?.page ?? 1), 3);
    throw new Error(`unexpected ${path}`);
  });
  return renderWithShell(<ExpertSearch area="guest" expertsPath="/experts" />, { api, url });
}

async function openFilters() {
  await userEvent.click(await screen.findByText('Filters', { selector: 'summary, summary *' }));
  return screen.getByRole('group');
}

function hrefOf(panel: HTMLElement, name: string) {
  return within(panel).getByRole('link', { name }).getAttribute('href');
}

describe('ExpertSearch filters without JavaScript', () => {
  it('opens Filters by itself onto links to each rating, keeping the query and going to page 1', async () => {
    renderSearch('/experts/search?c=health&s=diet&sort=role&page=2');
    const panel = await openFilters();
    expect(hrefOf(panel, 'Any rating')).toBe('/experts/search?c=health&s=diet&sort=role');
    expect(hrefOf(panel, '4 stars and up')).toBe('/experts/search?c=health&s=diet&rating=4&sort=role');
    expect(hrefOf(panel, '3 stars and up')).toBe('/experts/search?c=health&s=diet&rating=3&sort=role');
    expect(hrefOf(panel, '2 stars and up')).toBe('/experts/search?c=health&s=diet&rating=2&sort=role');
  });

  it('links each sort, keeping the rating, and marks the choices in use', async () => {
    renderSearch('/experts/search?c=health&rating=3');
    const panel = await openFilters();
    expect(hrefOf(panel, 'Recommended')).toBe('/experts/search?c=health&rating=3');
    expect(hrefOf(panel, 'Role')).toBe('/experts/search?c=health&rating=3&sort=role');
    expect(within(panel).getByRole('link', { name: '3 stars and up' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Recommended' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Role' }).getAttribute('aria-current')).toBeNull();
  });

  it('has no dialog button to wait for', async () => {
    renderSearch('/experts/search');
    await screen.findByText('Filters', { selector: 'summary, summary *' });
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });
});
