import { describe, expect, it } from 'vitest';
import { remoteTargetsOf } from './route-remotes.ts';

const profile = [{ remote: 'mf_discovery', modules: ['./ExpertProfile'] }];

describe('remote behind a link', () => {
  it.each([
    ['/experts', './CategorySearch'],
    ['/experts/search?c=health', './ExpertSearch'],
    ['/experts/search/', './ExpertSearch'],
    ['/customer/app/experts', './CategorySearch'],
    ['/customer/app/experts/search?c=law&s=tax', './ExpertSearch'],
    ['/customer/app/experts/7#rates', './ExpertProfile'],
  ])('%s preloads %s', (path, module) => {
    expect(remoteTargetsOf(path)).toEqual([{ remote: 'mf_discovery', modules: [module] }]);
  });

  it('finds the booking page of the customer area', () => {
    expect(remoteTargetsOf('/customer/app/experts/7/booking?rate=express')).toEqual([
      { remote: 'mf_booking', modules: ['./Booking'] },
    ]);
    expect(remoteTargetsOf('/experts/7/booking')).toEqual([]);
  });

  it("finds the expert's reviews page of the customer area only", () => {
    expect(remoteTargetsOf('/customer/app/experts/7/reviews?page=2')).toEqual([
      { remote: 'mf_discovery', modules: ['./ExpertReviews'] },
    ]);
    expect(remoteTargetsOf('/experts/7/reviews')).toEqual([]);
  });

  it('finds the expert page of either area', () => {
    expect(remoteTargetsOf('/experts/42')).toEqual(profile);
    expect(remoteTargetsOf('/customer/app/experts/42')).toEqual(profile);
  });

  it.each(['/', '/experts/login', '/experts/abc', '/customer/app/account', '/get-started'])(
    'preloads nothing for %s (a shell page, not found or no remote yet)',
    (path) => {
      expect(remoteTargetsOf(path)).toEqual([]);
    },
  );

  it("preloads the homes' widgets: meetings and posts", () => {
    expect(remoteTargetsOf('/customer/app')).toEqual([
      { remote: 'mf_meetings', modules: ['./TodayMeetings', './SoonMeetings'] },
      { remote: 'mf_discovery', modules: ['./PostsStrip'] },
    ]);
    expect(remoteTargetsOf('/experts/app')).toEqual([
      { remote: 'mf_meetings', modules: ['./TodayMeetings'] },
      { remote: 'mf_expert_studio', modules: ['./OpenPosts'] },
    ]);
  });
});
