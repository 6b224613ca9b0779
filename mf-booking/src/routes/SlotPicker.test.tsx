import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, paths, type SlotSource } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { aSlot } from '../test/fixtures.ts';
import SlotPicker from './SlotPicker.tsx';

const DATE = '2030-05-14';
const MEETING = 42;

const signedIn = (userType: 'customer' | 'expert'): Session => ({
  status: 'signed-in',
  user: {
    id: 1,
    is_expert: userType === 'expert',
    profile_picture: null,
    first_name: 'Ben',
    last_name: 'Ruiz',
    email: 'b@c.test',
  },
  userType,
});

function renderPicker({
  source = { kind: 'reschedule', meetingId: MEETING } as SlotSource,
  locale = 'en' as Locale,
  userType = 'customer' as 'customer' | 'expert',
} = {}) {
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.customerProfile) return envelope({ id: 1, timezone: 'Europe/Madrid' });
    if (path === paths.expertProfile) return envelope({ id: 1, timezone: 'America/Mexico_City' });
    if (path === paths.meetRescheduleDays(MEETING) || path === paths.bookingDays(7))
      return envelope({ month: String(query?.month), days: [DATE], next_available: DATE });
    if (path === paths.meetRescheduleAvailability(MEETING) || path === paths.bookingAvailability(7))
      return envelope([aSlot(DATE, '10:00'), aSlot(DATE, '10:15')]);
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  const onChange = vi.fn();
  renderWithShell(<SlotPicker source={source} onChange={onChange} />, {
    api,
    locale,
    session: signedIn(userType),
  });
  return { get, onChange, user: userEvent.setup() };
}

const callsTo = (get: ReturnType<typeof fakeApi>['get'], path: string) =>
  get.mock.calls.filter(([called]) => called === path).map(([, query]) => query);

describe('the slot picker of a meeting to move', () => {
  it('asks the reschedule paths without a rate and reports the chosen slot', async () => {
    const { get, onChange, user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Next available: May 14, 2030' }));
    await user.click(await screen.findByRole('radio', { name: '17:15 – 17:30' }));

    expect(onChange).toHaveBeenLastCalledWith(aSlot(DATE, '10:15'));
    expect(screen.getByText("Expert's time: 10:15 – 10:30")).toBeTruthy();
    expect(callsTo(get, paths.meetRescheduleDays(MEETING))[0]).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      timezone: 'Europe/Madrid',
    });
    expect(callsTo(get, paths.meetRescheduleAvailability(MEETING))).toEqual([
      { date: DATE, timezone: 'Europe/Madrid' },
    ]);
    expect(callsTo(get, paths.bookingDays(7))).toEqual([]);
    expect(callsTo(get, paths.bookingAvailability(7))).toEqual([]);
  });

  it("reads the hours in an expert's own profile zone", async () => {
    const { get, user } = renderPicker({ userType: 'expert' });
    await user.click(await screen.findByRole('button', { name: 'Next available: May 14, 2030' }));
    await screen.findByRole('radio', { name: '17:00 – 17:15' });
    expect(callsTo(get, paths.meetRescheduleAvailability(MEETING))).toEqual([
      { date: DATE, timezone: 'America/Mexico_City' },
    ]);
    expect(callsTo(get, paths.customerProfile)).toEqual([]);
  });

  it('clears the choice when another date is taken', async () => {
    const { onChange, user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Next available: May 14, 2030' }));
    await user.click(await screen.findByRole('radio', { name: '17:00 – 17:15' }));
    expect(onChange).toHaveBeenLastCalledWith(aSlot(DATE, '10:00'));
    await user.click(screen.getByRole('button', { name: 'Next available: May 14, 2030' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '17:00 – 17:15' })).toHaveProperty('checked', false),
    );
  });

  it('speaks Spanish with its own catalog', async () => {
    const { user } = renderPicker({ locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Próxima fecha libre: 14 de mayo de 2030' }));
    expect(await screen.findByRole('radio', { name: '17:00 – 17:15' })).toBeTruthy();
    expect(screen.getByText('Hora del experto: 10:00 – 10:15')).toBeTruthy();
    // The date field itself, in Spanish too (the picker brings its dates settings).
    expect(screen.getByText('14 de mayo de 2030')).toBeTruthy();
    expect(await screen.findByLabelText('Zona horaria', { selector: 'input' })).toBeTruthy();
  });

  it('asks the booking paths with the rate for a booking source', async () => {
    const { get, user } = renderPicker({ source: { kind: 'booking', expertId: 7, rate: 'express' } });
    await user.click(await screen.findByRole('button', { name: 'Next available: May 14, 2030' }));
    await screen.findByRole('radio', { name: '17:00 – 17:15' });
    expect(callsTo(get, paths.bookingAvailability(7))).toEqual([
      { date: DATE, rate: 'express', timezone: 'Europe/Madrid' },
    ]);
  });
});
