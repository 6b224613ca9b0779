import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeMfBooking, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, type Meeting, type MeetingsProps, paths } from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMeeting, aPage, customer, expert } from '../test/fixtures.ts';
import Meetings from './Meetings.tsx';

const CUSTOMER_PROPS: MeetingsProps = {
  area: 'customer',
  expertSearchPath: '/customer/app/experts',
};
const EXPERT_PROPS: MeetingsProps = { area: 'expert' };

const cancelledBy = (by: 'customer' | 'expert', refund: number): Partial<Meeting> => ({
  status: 'cancelled',
  cancellation: { by, at: '2030-05-12T09:30:00.000Z', refund },
  refunded: refund,
  changes: { cancel: null, reschedule: null, reschedules_left: 1 },
});

/** The meetings page over a list the test changes as the api would. */
function renderWith(list: { current: Meeting[] }, props = CUSTOMER_PROPS, locale: Locale = 'en') {
  const base = props.area === 'customer' ? '/customer/app/meetings' : '/experts/app/meetings';
  const { api } = fakeApi((path) => {
    if (path === paths.meets) return aPage(list.current);
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  renderWithShell(<Meetings {...props} />, {
    api,
    locale,
    session: props.area === 'customer' ? customer : expert,
    url: base,
    path: base,
  });
  return { api, user: userEvent.setup() };
}

async function openCancel(user: ReturnType<typeof userEvent.setup>, cancelName = 'Cancel meeting') {
  await user.click(await screen.findByRole('button', { name: /Open the details/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Meeting details' });
  await user.click(within(dialog).getByRole('button', { name: cancelName }));
  return screen.findByRole('dialog', { name: cancelName });
}

afterEach(cleanup);

describe('cancelling from the meeting details', () => {
  it('the customer two days ahead: the full refund said first, Back first in focus, then cancelled and shown so', async () => {
    const list = { current: [aMeeting()] };
    const { api, user } = renderWith(list);
    const step = await openCancel(user);
    expect(within(step).getByRole('status').textContent).toBe(
      'You will be refunded $22.00 in full (what you paid: $22.00).',
    );
    expect(document.activeElement).toBe(within(step).getByRole('button', { name: 'Back' }));
    await user.type(within(step).getByRole('textbox', { name: 'A word to the expert (optional)' }), 'Sorry!');
    const cancelled = aMeeting(cancelledBy('customer', 22));
    api.post.mockImplementation(async () => {
      list.current = [cancelled];
      return { data: cancelled, message: 'Meeting cancelled' };
    });
    await user.click(within(step).getByRole('button', { name: 'Confirm cancellation' }));
    expect(api.post).toHaveBeenCalledWith(paths.meetCancel(41), { reason: 'Sorry!' });
    const details = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(await within(details).findByText(/You cancelled this meeting on/)).toBeTruthy();
    expect(within(details).getByText(/\$22\.00 refunded to the customer\./)).toBeTruthy();
    expect(within(details).queryByRole('link', { name: 'Go to the meeting room' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Open the details/ }).textContent).toContain('Cancelled'),
    );
  });

  it('the customer within 24 hours is told there is no refund; Back keeps the meeting as it was', async () => {
    const { api, user } = renderWith({
      current: [aMeeting({ changes: { cancel: { refund: 0 }, reschedule: null, reschedules_left: 1 } })],
    });
    const step = await openCancel(user);
    expect(within(step).getByRole('status').textContent).toBe(
      'No refund: it is less than 24 hours before the start. The expert keeps the payment.',
    );
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    const details = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(within(details).getByRole('button', { name: 'Cancel meeting' })).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("the expert is told the customer gets everything back; the api's refusal is shown and the step stays", async () => {
    const { api, user } = renderWith({ current: [aMeeting()] }, EXPERT_PROPS);
    const step = await openCancel(user);
    expect(within(step).getByRole('status').textContent).toBe(
      'The customer will be refunded $22.00 in full, and the meeting will not count for you.',
    );
    api.post.mockRejectedValue(new ApiError(409, null, 'This meeting can no longer be cancelled'));
    await user.click(within(step).getByRole('button', { name: 'Confirm cancellation' }));
    expect((await within(step).findByRole('alert')).textContent).toBe(
      'This meeting can no longer be cancelled',
    );
    expect(within(step).getByRole('button', { name: 'Confirm cancellation' })).toBeTruthy();
  });

  it('no cancel once the rule no longer allows it', async () => {
    const { user } = renderWith({
      current: [
        aMeeting({ status: 'start soon', changes: { cancel: null, reschedule: null, reschedules_left: 1 } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Open the details/ }));
    const details = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(within(details).queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
  });

  it('in Spanish: the statuses and what happened, for both sides', async () => {
    const list = {
      current: [
        aMeeting({ id: 1, ...cancelledBy('expert', 22) }),
        aMeeting({
          id: 2,
          status: 'no-show',
          no_show: 'expert',
          refunded: 22,
          changes: { cancel: null, reschedule: null, reschedules_left: 1 },
        }),
      ],
    };
    const { user } = renderWith(list, CUSTOMER_PROPS, 'es');
    const rows = await screen.findAllByRole('button', { name: /Abrir los detalles/ });
    expect(rows[0]?.textContent).toContain('Cancelada');
    expect(rows[1]?.textContent).toContain('No se presentó');
    await user.click(rows[0] as HTMLElement);
    const details = await screen.findByRole('dialog', { name: 'Detalles de la reunión' });
    expect(within(details).getByText(/El experto canceló esta reunión el/)).toBeTruthy();
    expect(within(details).getByText(/reembolsados al cliente/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(rows[1] as HTMLElement);
    const second = await screen.findByRole('dialog', { name: 'Detalles de la reunión' });
    expect(within(second).getByText(/El experto no se unió a la reunión/)).toBeTruthy();
  });
});

describe('a meeting the customer did not join, on the expert side', () => {
  it('shows the no-show badge beside the rate and keeps the payment with the expert', async () => {
    const { user } = renderWith(
      {
        current: [
          aMeeting({
            status: 'no-show',
            no_show: 'customer',
            changes: { cancel: null, reschedule: null, reschedules_left: 1 },
          }),
        ],
      },
      EXPERT_PROPS,
    );
    const row = await screen.findByRole('button', { name: /Open the details/ });
    expect(row.textContent).toContain('No-show');
    await user.click(row);
    const details = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(
      within(details).getByText('The customer did not join the meeting. The payment stays with the expert.'),
    ).toBeTruthy();
  });
});

describe('rescheduling from the meeting details', () => {
  it('opens the move with the booking picker for this meeting, and shows the new time once moved', async () => {
    const list = { current: [aMeeting()] };
    const { api } = fakeApi((path) => {
      if (path === paths.meets) return aPage(list.current);
      throw new ApiError(404, { message: 'Not found' }, 'Not found');
    });
    const booking = fakeMfBooking();
    renderWithShell(<Meetings {...CUSTOMER_PROPS} />, {
      api,
      session: customer,
      url: '/customer/app/meetings',
      path: '/customer/app/meetings',
      loadRemote: booking.loadRemote as unknown as LoadRemote,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Open the details/ }));
    const details = await screen.findByRole('dialog', { name: 'Meeting details' });
    await user.click(within(details).getByRole('button', { name: 'Reschedule' }));
    const step = await screen.findByRole('dialog', { name: 'Reschedule meeting' });
    await user.click(await within(step).findByRole('radio', { name: '2030-05-20 09:30' }));
    const moved = aMeeting({
      date: '2030-05-20',
      start_time: '09:30',
      end_time: '09:45',
      changes: { cancel: { refund: 22 }, reschedule: null, reschedules_left: 0 },
    });
    api.post.mockImplementation(async () => {
      list.current = [moved];
      return { data: moved, message: 'Meeting rescheduled' };
    });
    await user.click(within(step).getByRole('button', { name: 'Confirm new time' }));
    expect(api.post).toHaveBeenCalledWith(paths.meetReschedule(41), {
      date: '2030-05-20',
      start_time: '2030-05-20 09:30',
    });
    const after = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(await within(after).findByText('09:30 – 09:45')).toBeTruthy();
    expect(within(after).queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
