import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { currentUrl, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, type Meeting, paths } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { aMeeting, aPage, customer, expert } from '../test/fixtures.ts';
import TodayMeetings from './TodayMeetings.tsx';

function renderToday(
  meetings: () => Meeting[],
  { area = 'customer', locale = 'en' }: { area?: 'customer' | 'expert'; locale?: Locale } = {},
) {
  const { api, get } = fakeApi((path) => {
    if (path === paths.meets) return aPage(meetings());
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  const view = renderWithShell(<TodayMeetings area={area} />, {
    api,
    locale,
    session: area === 'customer' ? customer : expert,
    url: area === 'customer' ? '/customer/app' : '/experts/app',
  });
  return { ...view, get, user: userEvent.setup() };
}

afterEach(cleanup);

describe("today's meetings strip", () => {
  it("asks for today's coming meetings and enables 'Start meeting' only on the first card", async () => {
    const { get, user } = renderToday(() => [
      aMeeting({ id: 1, start_time: '09:00', end_time: '09:15' }),
      aMeeting({
        id: 2,
        start_time: '11:00',
        end_time: '11:30',
        rate: { slug: 'short', name: 'Short', duration: 30, price: 35 },
      }),
    ]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Ana Torres')).toBeTruthy();
    expect(first.getByText('09:00 – 09:15')).toBeTruthy();
    expect(first.getByText('Express')).toBeTruthy();
    const start = first.getByRole('link', { name: 'Start meeting' });
    expect(start.getAttribute('href')).toBe('/customer/app/meetings/room/1');
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Short')).toBeTruthy();
    expect(second.queryByRole('link', { name: 'Start meeting' })).toBeNull();
    expect((second.getByRole('button', { name: 'Start meeting' }) as HTMLButtonElement).disabled).toBe(true);
    expect(get).toHaveBeenCalledWith(paths.meets, {
      is_expert: false,
      per_page: 500,
      order_by: 'start_time',
      order: 'asc',
      status: 'booked,start soon',
      date: dayjs().format('YYYY-MM-DD'),
    });
    await user.click(start);
    expect(currentUrl().pathname).toBe('/customer/app/meetings/room/1');
  });

  it("hides 'Start meeting' on a finished meeting; the expert sees the customer", async () => {
    const { get } = renderToday(() => [aMeeting({ id: 3, status: 'finished' })], { area: 'expert' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Ben Ruiz')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Start meeting' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Start meeting' })).toBeNull();
    expect(get.mock.calls[0]?.[1]).toMatchObject({ is_expert: true });
  });

  it("says 'You don't have any meet today', in Spanish too", async () => {
    renderToday(() => []);
    expect(await screen.findByText("You don't have any meet today")).toBeTruthy();
    cleanup();
    renderToday(() => [], { locale: 'es' });
    expect(await screen.findByText('No tienes reuniones hoy')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reuniones de hoy' })).toBeTruthy();
  });

  it('reads again when a meeting starts soon (socket notification)', async () => {
    let list: Meeting[] = [];
    const { realtime } = renderToday(() => list);
    await screen.findByText("You don't have any meet today");
    list = [aMeeting({ id: 5, status: 'start soon' })];
    realtime.publish({
      type: 'notification',
      notification: {
        id: 9,
        type: 'meeting.start_soon',
        data: { meet_id: 5 },
        created_at: '2030-05-14T07:50:00Z',
        read_at: null,
      },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start meeting' })).toBeTruthy());
  });

  it('reads again when the socket is back after a drop', async () => {
    let list: Meeting[] = [];
    const { realtime } = renderToday(() => list);
    await screen.findByText("You don't have any meet today");
    list = [aMeeting({ id: 5, status: 'start soon' })];
    realtime.reconnected();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start meeting' })).toBeTruthy());
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    const { user } = renderToday(() => {
      if (fail) throw new ApiError(503, { message: 'Busy' }, 'Busy');
      return [];
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("You don't have any meet today")).toBeTruthy();
  });
});
