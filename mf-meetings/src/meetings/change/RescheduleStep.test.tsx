import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  envelope,
  FAKE_PICKER_SLOTS,
  fakeApi,
  fakeMfBooking,
  renderWithShell,
  slotPickerRenders,
} from 'remote-kit/testing';
import { ApiError, type Locale, type Meeting, paths } from 'shared-contracts';
import { type LoadRemote, RemoteCatalogGate } from 'shared-contracts/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../i18n/catalogs.ts';
import { aMeeting, customer } from '../../test/fixtures.ts';
import { RescheduleStep } from './RescheduleStep.tsx';

const { loadRemote } = fakeMfBooking();

beforeEach(() => {
  slotPickerRenders.mockClear();
  loadRemote.mockClear();
});

function renderStep({ locale = 'en' as Locale, meeting = aMeeting() } = {}) {
  const { api } = fakeApi();
  const onDone = vi.fn();
  const onBack = vi.fn();
  renderWithShell(
    <RemoteCatalogGate catalogs={catalogs}>
      <RescheduleStep meeting={meeting} onDone={onDone} onBack={onBack} />
    </RemoteCatalogGate>,
    { api, locale, session: customer, loadRemote: loadRemote as unknown as LoadRemote },
  );
  return { api, onDone, onBack, meeting, user: userEvent.setup() };
}

const moved = (): Meeting => aMeeting({ date: '2030-05-20', start_time: '16:00', end_time: '16:15' });

describe('moving a meeting', () => {
  it('shows its time and until when, and asks mf_booking for the hours this meeting may move to', async () => {
    renderStep();
    expect(screen.getByText('Current time: May 14, 2030, 10:00 – 10:15')).toBeTruthy();
    expect(screen.getByText(/You can move this one until May 13, 2030, 10:00\./)).toBeTruthy();
    await screen.findByRole('radio', { name: FAKE_PICKER_SLOTS[0]?.start_time });
    expect(loadRemote).toHaveBeenCalledWith('mf_booking', './SlotPicker');
    expect(slotPickerRenders.mock.lastCall?.[0].source).toEqual({ kind: 'reschedule', meetingId: 41 });
    expect(screen.getByRole('button', { name: 'Confirm new time' })).toHaveProperty('disabled', true);
  });

  it('posts the chosen slot (expert-side date and start) and hands the moved meeting on', async () => {
    const { api, onDone, user } = renderStep();
    let answer: (value: unknown) => void = () => {};
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('radio', { name: '2030-05-20 09:30' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));

    expect(api.post).toHaveBeenCalledWith(paths.meetReschedule(41), {
      date: '2030-05-20',
      start_time: '2030-05-20 09:30',
    });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Moving the meeting…');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    answer(envelope(moved()));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(moved()));
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('shows a 409 in the step and keeps the chosen hour for another try', async () => {
    const { api, onDone, user } = renderStep();
    api.post.mockRejectedValueOnce(
      new ApiError(409, { message: 'This time is no longer available' }, 'This time is no longer available'),
    );
    await user.click(await screen.findByRole('radio', { name: '2030-05-20 09:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This time is no longer available');
    expect(alert.textContent).toContain('The meeting was not moved');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '2030-05-20 09:00' })).toHaveProperty('checked', true);

    api.post.mockResolvedValueOnce(envelope(moved()));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(moved()));
    expect(api.post).toHaveBeenLastCalledWith(paths.meetReschedule(41), {
      date: '2030-05-20',
      start_time: '2030-05-20 09:00',
    });
  });

  it("shows the 422's start_time message", async () => {
    const { api, user } = renderStep();
    const body = { message: 'Invalid data', data: { start_time: ['Select an hour'] } };
    api.post.mockRejectedValueOnce(new ApiError(422, body, 'Select an hour'));
    await user.click(await screen.findByRole('radio', { name: '2030-05-20 09:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Select an hour');
  });

  it('goes back', async () => {
    const { onBack, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says when the meeting can no longer be moved, without a picker', async () => {
    renderStep({ meeting: aMeeting({ changes: { cancel: null, reschedule: null, reschedules_left: 0 } }) });
    expect(screen.getByText('This meeting can no longer be moved.')).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm new time' })).toHaveProperty('disabled', true);
  });

  it('speaks Spanish', async () => {
    const { api, user } = renderStep({ locale: 'es' });
    expect(screen.getByText('Hora actual: 14 de mayo de 2030, 10:00 – 10:15')).toBeTruthy();
    expect(screen.getByText(/Puedes moverla hasta el 13 de mayo de 2030, 10:00\./)).toBeTruthy();
    api.post.mockRejectedValueOnce(
      new ApiError(409, { message: 'Esta hora ya no está disponible' }, 'Esta hora ya no está disponible'),
    );
    await user.click(await screen.findByRole('radio', { name: '2030-05-20 09:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar nueva hora' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La reunión no se movió');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
  });
});
