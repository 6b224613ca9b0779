import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithShell } from 'remote-kit/testing';
import type { PaymentMethod } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import CardPicker from './CardPicker.tsx';

const card = (id: string, last: string, isDefault: boolean): PaymentMethod => ({
  id,
  name: 'Ana',
  brand: 'visa',
  last_numbers: last,
  expiration_month: 1,
  expiration_year: 2032,
  default: isDefault,
});

describe('CardPicker', () => {
  it('preselects the default card and reports another choice', async () => {
    const { api } = fakeApi();
    api.get.mockResolvedValue({ data: [card('pm_a', '1111', false), card('pm_b', '4242', true)] });
    const onChange = vi.fn();
    renderWithShell(<CardPicker value={null} onChange={onChange} />, { api });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('pm_b'));
    await userEvent.click(screen.getByRole('radio', { name: 'Visa · Ending ****1111' }));
    expect(onChange).toHaveBeenLastCalledWith('pm_a');
  });

  it('offers to add a card when there is none', async () => {
    const { api } = fakeApi();
    api.get.mockResolvedValue({ data: [] });
    renderWithShell(<CardPicker value={null} onChange={vi.fn()} />, { api });
    expect(await screen.findByText("You don't have any payment method")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a new card' })).toBeTruthy();
  });
});
