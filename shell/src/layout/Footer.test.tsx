import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderInShell } from '../test/render.tsx';
import { Footer } from './Footer.tsx';

describe('footer legal links', () => {
  it("open the Terms and Conditions (18+ numbered sections) and the Privacy Policy as dialogs closed with 'Done'", async () => {
    const { api } = fakeApi({});
    await renderInShell(<Footer />, { api });
    const user = userEvent.setup();
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    await user.click(terms);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    const sections = within(dialog).getAllByRole('heading', { level: 3 });
    expect(sections.length).toBeGreaterThanOrEqual(18);
    expect(sections[0]?.textContent).toMatch(/^1\. /);
    expect(within(dialog).getByText(/at least 18 years old/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Terms and Conditions' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
    expect(privacy).toBeTruthy();
  });

  it('in Spanish', async () => {
    const { api } = fakeApi({});
    await renderInShell(<Footer />, { api, locale: 'es' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Política de Privacidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
