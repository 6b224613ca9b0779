import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES } from './route-table.ts';

const none = new URLSearchParams();

function pageAt(path: string) {
  const page = REMOTE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`no remote page at ${path}`);
  return page;
}

describe('route table', () => {
  it.each([
    ['/experts', 'guest', './CategorySearch', {}, { searchPath: '/experts/search' }],
    ['/experts/search', 'guest', './ExpertSearch', {}, { area: 'guest', expertsPath: '/experts' }],
    [
      '/experts/:id',
      'guest',
      './ExpertProfile',
      { id: '7' },
      {
        area: 'guest',
        expertId: 7,
        searchPath: '/experts/search',
        bookingPath: '/customer/app/experts/7/booking',
      },
    ],
    [
      '/customer/app/experts',
      'customer',
      './CategorySearch',
      {},
      { searchPath: '/customer/app/experts/search' },
    ],
    [
      '/customer/app/experts/search',
      'customer',
      './ExpertSearch',
      {},
      { area: 'customer', expertsPath: '/customer/app/experts' },
    ],
    [
      '/customer/app/experts/:id',
      'customer',
      './ExpertProfile',
      { id: '12' },
      {
        area: 'customer',
        expertId: 12,
        searchPath: '/customer/app/experts/search',
        bookingPath: '/customer/app/experts/12/booking',
      },
    ],
    [
      '/customer/app/experts/:id/reviews',
      'customer',
      './ExpertReviews',
      { id: '12' },
      { expertId: 12, expertPath: '/customer/app/experts/12' },
    ],
  ])('%s is %s mf_discovery %s with its props', (path, area, module, params, props) => {
    const page = pageAt(path);
    expect(page).toMatchObject({ area, remote: 'mf_discovery', module });
    expect(page.props(params, none)).toEqual(props);
  });

  it('routes the customer booking page to mf_booking with its props', () => {
    const page = pageAt('/customer/app/experts/:id/booking');
    expect(page).toMatchObject({ area: 'customer', remote: 'mf_booking', module: './Booking' });
    expect(page.props({ id: '12' }, none)).toEqual({
      expertId: 12,
      homePath: '/customer/app',
      expertPath: '/customer/app/experts/12',
    });
    expect(page.props({ id: 'abc' }, none)).toBeNull();
  });

  it.each([
    ['customer', '/customer/app/meetings/room/:id', '/customer/app/meetings'],
    ['expert', '/experts/app/meetings/room/:id', '/experts/app/meetings'],
  ] as const)('routes the %s video room to mf_meetings with its props', (area, path, meetingsPath) => {
    const page = pageAt(path);
    expect(page).toMatchObject({ area, remote: 'mf_meetings', module: './Room' });
    expect(page.props({ id: '42' }, none)).toEqual({ meetingId: 42, meetingsPath });
    expect(page.props({ id: '0' }, none)).toBeNull();
  });

  it.each([
    [
      '/customer/app/meetings',
      'customer',
      {
        area: 'customer',
        expertSearchPath: '/customer/app/experts',
      },
    ],
    ['/experts/app/meetings', 'expert', { area: 'expert' }],
  ])('routes the meeting list at %s (%s) to mf_meetings with its props', (path, area, props) => {
    const page = pageAt(path);
    expect(page).toMatchObject({ area, remote: 'mf_meetings', module: './Meetings' });
    expect(page.props({}, none)).toEqual(props);
    expect(page.props({}, new URLSearchParams('feedback=4'))).toEqual(props);
  });

  it('declares each path once', () => {
    const paths = REMOTE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['abc', '0', '-3', '1.5', '7e2', '99999999999999999999', ''])(
    'gives no props (not found) for the expert id %j',
    (id) => {
      expect(pageAt('/experts/:id').props({ id }, none)).toBeNull();
      expect(pageAt('/customer/app/experts/:id').props({ id }, none)).toBeNull();
    },
  );

  it.each(['/experts/search', '/customer/app/experts/search'])(
    'links the grid at %s to the expert pages the table routes',
    (path) => {
      const { expertsPath } = pageAt(path).props({}, none) as { expertsPath: string };
      expect(pageAt(`${expertsPath}/:id`).module).toBe('./ExpertProfile');
    },
  );
});
