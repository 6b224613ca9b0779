import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../test/fixtures.ts';
import CategorySearch from './CategorySearch.tsx';

const categories = [
  aCategory(),
  aCategory({
    id: 2,
    name: 'Psicología',
    slug: 'psychology',
    subcategories: [{ id: 21, name: 'Therapy', slug: 'therapy' }],
  }),
];

function renderCategories(url = '/customer/app/experts', locale: 'en' | 'es' = 'en') {
  const { api } = fakeApi((path) => {
    if (path === paths.categories) return envelope(categories);
    throw new Error(`unexpected ${path}`);
  });
  return renderWithShell(<CategorySearch searchPath="/customer/app/experts/search" />, { api, url, locale });
}

describe('CategorySearch', () => {
  it('shows each category with its subcategory count, linking to the search by slug', async () => {
    renderCategories();
    const card = await screen.findByRole('link', { name: /Health/ });
    expect(card.textContent).toContain('2 subcategories');
    expect(card.getAttribute('href')).toBe('/customer/app/experts/search?c=health');
    expect(screen.getByRole('link', { name: /Psicología/ }).textContent).toContain('1 subcategory');
  });

  it('filters by name on Enter and keeps the text in q', async () => {
    const user = userEvent.setup();
    renderCategories();
    const box = await screen.findByRole('searchbox', { name: 'Search a category' });
    await user.type(box, 'psico{Enter}');
    expect(currentUrl().searchParams.get('q')).toBe('psico');
    expect(screen.getByRole('link', { name: /Psicología/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Health/ })).toBeNull();
  });

  it('is a GET search form to this page with the text as q, so Enter works without JavaScript', async () => {
    renderCategories('/customer/app/experts?q=health');
    const box = await screen.findByRole('searchbox', { name: 'Search a category' });
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/customer/app/experts');
    expect(form.contains(box)).toBe(true);
    expect(box.getAttribute('name')).toBe('q');
    expect((box as HTMLInputElement).value).toBe('health');
  });

  it('says no categories were found, in both languages', async () => {
    renderCategories('/customer/app/experts?q=zzz');
    expect(await screen.findByText('No categories found')).toBeTruthy();
    document.body.innerHTML = '';
    renderCategories('/customer/app/experts?q=zzz', 'es');
    expect(await screen.findByText('No se encontraron categorías')).toBeTruthy();
  });
});
