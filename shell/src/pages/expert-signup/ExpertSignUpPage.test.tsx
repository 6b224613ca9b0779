import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpertSignUpAccount, ExpertSignUpProps } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { load } from '../../test/fake-federation.ts';
import { renderInShell } from '../../test/render.tsx';
import { handOverExpertAccount } from './account-handover.ts';
import { ExpertSignUpPage } from './ExpertSignUpPage.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../../test/fake-federation.ts')).fakeFederation(importOriginal),
);

/** mf-expert-studio's wizard, as far as this page is concerned: the props it was given. */
function Wizard({ account }: ExpertSignUpProps) {
  return <p>Wizard at step {account ? `2 for ${account.email}` : '1'}</p>;
}

const api = () =>
  fakeApi({ 'GET timezone': () => ok([{ code: 'Europe/Madrid' }, { code: 'America/Bogota' }]) }).api;

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (_remote, module) =>
    module.startsWith('./catalog/') ? ({ messages: {} } as never) : ({ default: Wizard } as never),
  );
});

describe("the experts' sign-up page", () => {
  it("a guest types step 1 in the shell's form; Continue hands it to mf-expert-studio's wizard at step 2", async () => {
    await renderInShell(<ExpertSignUpPage />, { api: api(), route: '/experts/get-started' });
    expect(await screen.findByText('This information will be displayed publicity')).toBeTruthy();
    expect(load).not.toHaveBeenCalledWith('mf_expert_studio', './ExpertSignUp');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ruiz');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' Ana@Example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'America/Bogota' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(next);
    expect(await screen.findByText('Must be minimum 8 characters')).toBeTruthy();
    expect(load).not.toHaveBeenCalledWith('mf_expert_studio', './ExpertSignUp');
    await userEvent.type(screen.getByLabelText(/^Password/), '-and-longer');
    await userEvent.click(next);
    // The email as it will be sent: trimmed and lower-cased.
    expect(await screen.findByText('Wizard at step 2 for ana@example.com')).toBeTruthy();
  });

  it('the app that takes an islands page over goes on at step 2 with what the island handed over', async () => {
    const account: ExpertSignUpAccount = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      password: 'secret-pass',
      timezone: 'Europe/Madrid',
      terms_and_conditions: true,
    };
    handOverExpertAccount(account);
    await renderInShell(<ExpertSignUpPage />, { api: api(), route: '/experts/get-started' });
    expect(await screen.findByText('Wizard at step 2 for ana@example.com')).toBeTruthy();
  });

  it('back from a social provider (?provider=), the wizard draws step 1 itself', async () => {
    await renderInShell(<ExpertSignUpPage />, { api: api(), route: '/experts/get-started?provider=google' });
    expect(await screen.findByText('Wizard at step 1')).toBeTruthy();
    expect(screen.queryByText('This information will be displayed publicity')).toBeNull();
  });
});
