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

/**
 * The dialog the Filters button opens by itself (the browser's popover: no script). jsdom knows no
 * popover, so the dialog stays closed here and its content is queried as hidden.
 */
async function filtersDialog(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: /^Filters/ });
  const dialog = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!dialog) throw new Error('the Filters button opens no element');
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog.getAttribute('popover')).toBe('auto');
  return dialog;
}

/** What the browser sends when the search form is submitted: its address's query. */
function submitted(dialog: HTMLElement): string {
  const form = dialog.closest('form');
  if (!form) throw new Error('the dialog is not in the search form');
  expect(form.method).toBe('get');
  const fields = new FormData(form);
  return new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])).toString();
}

describe('ExpertSearch filters without JavaScript', () => {
  it('opens a dialog named Filters whose choices start from the URL, going to page 1', async () => {
    renderSearch('/experts/search?c=health&s=diet&rating=3&sort=role&page=2');
    const dialog = await filtersDialog();
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading', { hidden: true }).id,
    );
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Filters');
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', { name: '3 stars and up', hidden: true }).checked,
    ).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Role', hidden: true }).checked).toBe(
      true,
    );
    expect(submitted(dialog)).toBe('c=health&s=diet&rating=3&sort=role');
  });

  it('applies the choices with the text the box has now, as the dialog with JavaScript does', async () => {
    const user = userEvent.setup();
    renderSearch('/experts/search?c=health&s=diet');
    const dialog = await filtersDialog();
    await user.clear(screen.getByRole('searchbox', { name: 'Search experts' }));
    await user.click(within(dialog).getByRole('radio', { name: '4 stars and up', hidden: true }));
    await user.click(within(dialog).getByRole('radio', { name: 'Lowest price', hidden: true }));
    const apply = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Apply', hidden: true });
    expect(apply.type).toBe('submit');
    expect(apply.form).toBe(dialog.closest('form'));
    expect(submitted(dialog)).toBe('c=health&s=&rating=4&sort=price');
  });

  it('clears the filters with a link that keeps the search', async () => {
    renderSearch('/experts/search?sc=yoga&s=diet&rating=4&sort=role');
    const dialog = await filtersDialog();
    expect(
      within(dialog).getByRole('link', { name: 'Clear filters', hidden: true }).getAttribute('href'),
    ).toBe('/experts/search?sc=yoga&s=diet');
    const close = within(dialog).getByRole('button', { name: 'Close', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe(dialog.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });
});
