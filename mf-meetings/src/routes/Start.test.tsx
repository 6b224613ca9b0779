import { screen } from '@testing-library/react';
import { fakeApi, renderWithShell } from 'remote-kit/testing';
import { describe, expect, it } from 'vitest';
import Start from './Start.tsx';

describe('the start screen', () => {
  it('greets a guest in English', async () => {
    renderWithShell(<Start />, { api: fakeApi().api });
    expect(await screen.findByText(/You are browsing as a guest/)).toBeTruthy();
  });

  it('greets a signed-in customer in Spanish', async () => {
    const user = {
      id: 1,
      is_expert: false,
      profile_picture: null,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'a@b.test',
    };
    renderWithShell(<Start />, {
      api: fakeApi().api,
      locale: 'es',
      session: { status: 'signed-in', user, userType: 'customer' },
    });
    expect(await screen.findByText(/Has iniciado sesión/)).toBeTruthy();
  });
});
