import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithShell } from 'remote-kit/testing';
import type { Locale } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogs } from '../i18n/catalogs.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

function renderSelect({
  value = 'Europe/Madrid',
  profileZone = 'Europe/Madrid',
  locale = 'en' as Locale,
} = {}) {
  const onChange = vi.fn();
  renderWithShell(
    <RemoteCatalogGate catalogs={catalogs}>
      <TimeZoneSelect value={value} profileZone={profileZone} onChange={onChange} />
    </RemoteCatalogGate>,
    { api: fakeApi().api, locale },
  );
  return { onChange, user: userEvent.setup() };
}

const zoneInput = async () =>
  (await screen.findByLabelText(/^(Time zone|Zona horaria)$/, { selector: 'input' })) as HTMLInputElement;

/** The options the search leaves (jsdom has no layout: Mantine's dropdown counts as hidden). */
const optionNames = () =>
  screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('the time zone search', () => {
  // ICU (Node's here, Chromium's in the browser) lists these zones under their old IANA names.
  it.each([
    ['Kolkata', 'Calcutta', 'Asia/Kolkata (UTC+05:30)', 'Asia/Kolkata'],
    ['Kyiv', 'Kiev', /^Europe\/Kyiv \(UTC\+0[23]:00\)$/, 'Europe/Kyiv'],
    ['Ho Chi Minh', 'Saigon', 'Asia/Ho Chi Minh (UTC+07:00)', 'Asia/Ho_Chi_Minh'],
  ])(
    'finds %s by its current name and by its old one, %s, and names it by the current one',
    async (current, old, label, zone) => {
      const { onChange, user } = renderSelect();
      const input = await zoneInput();
      for (const search of [current, old.toLowerCase()]) {
        await user.click(input);
        await user.clear(input);
        await user.type(input, search);
        await waitFor(() => expect(optionNames()).toHaveLength(1));
        expect(optionNames()[0]).toMatch(label);
      }
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith(zone);
    },
  );

  it('shows a zone given by its old name (a link, a profile) under its current one, listed once', async () => {
    const { user } = renderSelect({ value: 'Asia/Calcutta', profileZone: 'Asia/Kolkata', locale: 'es' });
    const input = await zoneInput();
    expect(input.value).toBe('Asia/Kolkata (UTC+05:30)');
    expect(
      screen.getByText(
        'Las fechas y las horas se muestran en esta zona. La zona de tu perfil: Asia/Kolkata.',
      ),
    ).toBeTruthy();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'UTC+05:30');
    await waitFor(() =>
      expect(optionNames()).toEqual(['Asia/Colombo (UTC+05:30)', 'Asia/Kolkata (UTC+05:30)']),
    );
  });
});
