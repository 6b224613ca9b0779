import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, type Meeting, paths } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { aMeeting, aPage, customer, expert } from '../test/fixtures.ts';
import SoonMeetings from './SoonMeetings.tsx';

function renderSoon(
  meetings: Meeting[],
  {
    area = 'customer',
    locale = 'en',
    startSoonCard,
  }: { area?: 'customer' | 'expert'; locale?: Locale; startSoonCard?: boolean } = {},
) {
  const { api, get } = fakeApi((path) => {
    if (path === paths.meets) return aPage(meetings);
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  const base = area === 'customer' ? '/customer/app/meetings' : '/experts/app/meetings';
  renderWithShell(
    <SoonMeetings
      area={area}
      meetingsPath={base}
      {...(startSoonCard === undefined ? {} : { startSoonCard })}
    />,
    { api, locale, session: area === 'customer' ? customer : expert },
  );
  return { get };
}

afterEach(cleanup);

describe('the soon meetings list', () => {
  it("lists the booked and starting-soon meetings, with the 'Start soon' card for the first", async () => {
    const { get } = renderSoon([
      aMeeting({ id: 1, status: 'start soon', start_time: '10:00' }),
      aMeeting({ id: 2, date: '2030-05-20', start_time: '12:00', end_time: '12:15' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Start soon' });
    expect(within(card).getByText('Your meeting with Ana Torres starts at 10:00.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Start meeting' }).getAttribute('href')).toBe(
      '/customer/app/meetings/room/1',
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('May 20, 2030')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all meetings' }).getAttribute('href')).toBe(
      '/customer/app/meetings',
    );
    expect(get).toHaveBeenCalledWith(paths.meets, {
      is_expert: false,
      per_page: 500,
      order_by: 'start_time',
      order: 'asc',
      status: 'booked,start soon',
    });
  });

  it('shows no card when the first meeting is only booked, or when the card is turned off', async () => {
    renderSoon([aMeeting({ id: 1 })], { area: 'expert' });
    expect(await screen.findByText('Express meeting')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Start soon' })).toBeNull();
    cleanup();
    renderSoon([aMeeting({ id: 1, status: 'start soon' })], { startSoonCard: false });
    expect(await screen.findByText('Ana Torres')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Start soon' })).toBeNull();
  });

  it("says 'You don't have any meetings' (en, es)", async () => {
    renderSoon([]);
    expect(await screen.findByText("You don't have any meetings")).toBeTruthy();
    cleanup();
    renderSoon([], { locale: 'es' });
    expect(await screen.findByText('No tienes reuniones')).toBeTruthy();
  });
});
