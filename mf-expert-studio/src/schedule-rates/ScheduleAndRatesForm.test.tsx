import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, paths, type Rate, type ScheduleDay } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogs } from '../i18n/catalogs.ts';
import { expert, ownExpert } from '../test/fixtures.ts';
import { ScheduleAndRatesForm } from './ScheduleAndRatesForm.tsx';

const RATES: Rate[] = [
  { name: 'Express', slug: 'express', duration: 15, price: 15, minprice: 10, fee: 1.5 },
  { name: 'Short', slug: 'short', duration: 30, price: null, minprice: 20, fee: null },
  { name: 'Large', slug: 'large', duration: 60, price: null, minprice: 35, fee: null },
];

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const week = (items: Partial<Record<(typeof WEEKDAYS)[number], [string, string][]>> = {}): ScheduleDay[] =>
  WEEKDAYS.map((weekday, id) => ({
    id,
    weekday,
    active: Boolean(items[weekday]?.length),
    items: (items[weekday] ?? []).map(([start_time, end_time], at) => ({ id: at + 1, start_time, end_time })),
  }));

function renderForm({ days = week(), locale = 'en' as Locale } = {}) {
  const { api } = fakeApi((path) => {
    if (path === paths.schedules) return envelope(days);
    if (path === paths.expert(7)) return envelope(ownExpert({ rates: RATES }));
    throw new ApiError(404, null, 'not found');
  });
  const onSaved = vi.fn();
  const view = renderWithShell(
    <RemoteCatalogGate catalogs={catalogs}>
      <ScheduleAndRatesForm submitLabel={locale === 'es' ? 'Continuar' : 'Continue'} onSaved={onSaved} />
    </RemoteCatalogGate>,
    { api, locale, session: expert },
  );
  return { ...view, api, onSaved, user: userEvent.setup() };
}

describe('the schedule and rates form', () => {
  it('refuses a week without hours, with the message and no call', async () => {
    const { user, api, onSaved } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Add at least one time range to a day')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('two ranges on Monday (padded on blur) and prices: the week, then the changed rates, then onSaved', async () => {
    const { user, api, notify, onSaved } = renderForm();
    await user.click(await screen.findByRole('switch', { name: 'Monday' }));
    const from = screen.getByRole('textbox', { name: 'Monday, range 1: from' });
    await user.type(from, '9');
    await user.tab();
    expect((from as HTMLInputElement).value).toBe('09:00');
    await user.type(screen.getByRole('textbox', { name: 'Monday, range 1: to' }), '12:00');
    await user.click(screen.getByRole('button', { name: 'Add range to Monday' }));
    await user.type(screen.getByRole('textbox', { name: 'Monday, range 2: from' }), '15:00');
    await user.type(screen.getByRole('textbox', { name: 'Monday, range 2: to' }), '18:30');
    const short = screen.getByRole('textbox', { name: 'Short · 30 min' });
    expect(screen.getByText('Minimum $20.00')).toBeTruthy();
    await user.type(short, '25');
    api.put
      .mockResolvedValueOnce({ data: [], message: 'Schedule successfully updated' })
      .mockResolvedValueOnce({ data: [], message: 'Rates successfully assigned' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.put.mock.calls).toEqual([
      [
        paths.schedules,
        [
          { weekday: 'monday', start_time: '09:00', end_time: '12:00' },
          { weekday: 'monday', start_time: '15:00', end_time: '18:30' },
        ],
      ],
      [paths.expertRate('short'), { price: 25 }],
    ]);
    expect(notify.success).toHaveBeenCalledWith('Schedule successfully updated');
    expect(notify.success).toHaveBeenCalledWith('Rates successfully assigned');
  });

  it('marks an overlapping range before sending, and a range the api refuses after', async () => {
    const { user, api } = renderForm({ days: week({ tuesday: [['09:00', '12:00']] }) });
    await user.click(await screen.findByRole('button', { name: 'Add range to Tuesday' }));
    await user.type(screen.getByRole('textbox', { name: 'Tuesday, range 2: from' }), '11:00');
    await user.type(screen.getByRole('textbox', { name: 'Tuesday, range 2: to' }), '13:00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This range overlaps another range of the same day')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Tuesday, range 2: from' }));
    await user.type(screen.getByRole('textbox', { name: 'Tuesday, range 2: from' }), '12:00');
    const refused = 'Use a 24-hour time from 00:00 to 23:59 (HH:mm)';
    api.put.mockRejectedValueOnce(
      new ApiError(422, { message: refused, data: { 'schedules.1.end_time': [refused] } }, refused),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Tuesday, range 2: from' }) as HTMLInputElement).value).toBe(
      '12:00',
    );
  });

  it("a price below the minimum: the api's message under the rate and in a toast titled 'Rates'", async () => {
    const { user, api, notify, onSaved } = renderForm({ days: week({ monday: [['09:00', '10:00']] }) });
    await user.type(await screen.findByRole('textbox', { name: 'Large · 60 min' }), '5');
    const below = 'The price must be at least $35.00';
    api.put
      .mockResolvedValueOnce({ data: [], message: 'Schedule successfully updated' })
      .mockRejectedValueOnce(new ApiError(422, { message: below, data: { large: [below] } }, below));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(below, 'Rates'));
    expect(
      within(
        screen.getByRole('textbox', { name: 'Large · 60 min' }).closest('div')?.parentElement ??
          document.body,
      ).getByText(below),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    renderForm({ locale: 'es', days: week({ monday: [['09:00', '10:00']] }) });
    expect(await screen.findByText('Crea tu horario')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Lunes' })).toBeTruthy();
    expect(screen.getByText('Tarifas: define tu precio por reunión')).toBeTruthy();
    expect(screen.getByText(/Mínimo 20,00/)).toBeTruthy();
  });
});
