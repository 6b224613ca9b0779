import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Area, type ExpertFeedback, type FeedbackStats, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { anExpert, aReview, NO_STATS, someStats } from '../test/fixtures.ts';
import ExpertProfile from './ExpertProfile.tsx';

const REVIEWS = [
  aReview({ id: 3, rating: 3, comment: 'little_problems', created_at: '2026-03-07T09:00:00.000Z' }),
  aReview({ id: 2, rating: 5, comment: 'perfect_help', created_at: '2026-03-06T09:00:00.000Z' }),
  aReview({ id: 1, rating: 5, comment: 'other', created_at: '2026-03-05T09:00:00.000Z' }),
];

function renderProfile(
  options: {
    area?: Area;
    stats?: FeedbackStats | (() => FeedbackStats);
    reviews?: ExpertFeedback[];
    locale?: 'en' | 'es';
    owner?: boolean;
  } = {},
) {
  const { area = 'customer', stats = someStats(), reviews = REVIEWS, locale = 'en', owner = false } = options;
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.expert(7)) return envelope(anExpert());
    if (path === paths.expertFeedbackStats(7)) return envelope(typeof stats === 'function' ? stats() : stats);
    if (path === paths.expertFeedbacks(7)) {
      if (area === 'guest') throw new ApiError(401, { message: 'Unauthenticated' }, 'Unauthenticated');
      const perPage = Number(query?.per_page);
      return page(reviews.slice(0, perPage), 1, Math.ceil(reviews.length / perPage), reviews.length);
    }
    throw new Error(`unexpected ${path}`);
  });
  const base = area === 'customer' ? '/customer/app/experts' : '/experts';
  renderWithShell(
    <ExpertProfile
      area={area}
      expertId={7}
      searchPath={`${base}/search`}
      owner={owner ? { edit: {}, revision: 0 } : undefined}
    />,
    { api, url: owner ? '/experts/app/account' : `${base}/7`, locale },
  );
  return { get };
}

async function reviewsSection() {
  const heading = await screen.findByRole('heading', { name: /^(Reviews|Reseñas)$/ });
  const section = heading.closest('section');
  if (!section) throw new Error('the reviews heading is not in a section');
  return section;
}

const feedbackCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.expertFeedbacks(7));

describe("the expert page's reviews section", () => {
  it('shows the average, the count, each star and the latest reviews, with a link to all of them', async () => {
    renderProfile();
    const section = await reviewsSection();
    const inSection = within(section);
    expect(await inSection.findByText('Perfect help')).toBeTruthy();
    expect(inSection.getByText('4.3')).toBeTruthy();
    expect(inSection.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(inSection.getByText('3 reviews')).toBeTruthy();
    const rows = inSection.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars2reviews',
      '4 stars0reviews',
      '3 stars1review',
      '2 stars0reviews',
      '1 star0reviews',
    ]);
    // The newest first, anonymised as the api gives them to customers, with their dates.
    const reviews = inSection.getAllByRole('article');
    expect(reviews).toHaveLength(3);
    expect(reviews[0]?.textContent).toContain('A customer');
    expect(reviews[0]?.textContent).toContain('7 Mar 2026');
    expect(reviews[0]?.textContent).toContain('All fine, with little problems');
    expect(within(reviews[0] as HTMLElement).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeTruthy();
    expect(reviews[2]?.textContent).toContain('Other');
    expect(inSection.getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe(
      '/customer/app/experts/7/reviews',
    );
  });

  it('asks the api for the latest 3 only', async () => {
    const { get } = renderProfile();
    await waitFor(() => expect(feedbackCalls(get)).toHaveLength(1));
    expect(feedbackCalls(get)[0]?.[1]).toEqual({ page: 1, per_page: 3 });
  });

  it('says there are no reviews yet, with no link and no list asked for', async () => {
    const { get } = renderProfile({ stats: NO_STATS, reviews: [] });
    const section = await reviewsSection();
    expect(await within(section).findByText('No reviews yet')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'See all reviews' })).toBeNull();
    expect(feedbackCalls(get)).toHaveLength(0);
  });

  it('shows guests the figures only: the api keeps the reviews for signed-in users', async () => {
    const { get } = renderProfile({ area: 'guest' });
    const section = await reviewsSection();
    expect(await within(section).findByText('3 reviews')).toBeTruthy();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(feedbackCalls(get)).toHaveLength(0);
    // Reading them means signing in as a customer on the way.
    expect(within(section).getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe(
      '/customer/app/experts/7/reviews',
    );
  });

  it("shows the expert their reviewers' names and own words, with no link out of their area", async () => {
    renderProfile({
      area: 'expert',
      owner: true,
      reviews: [
        aReview({
          comment: 'other',
          other_comment: 'Great tips on sleep',
          customer: { id: 5, first_name: 'Lucía', last_name: 'Gómez', profile_picture: null },
        }),
      ],
      stats: someStats({ count: 1, average: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } }),
    });
    const section = await reviewsSection();
    expect(await within(section).findByText('Lucía Gómez')).toBeTruthy();
    expect(within(section).getByText('Other: Great tips on sleep')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'See all reviews' })).toBeNull();
  });

  it('offers Retry when the figures cannot be read', async () => {
    let fail = true;
    renderProfile({
      stats: () => {
        if (fail) throw new Error('The server is down');
        return someStats();
      },
    });
    const section = await reviewsSection();
    expect(await within(section).findByText('The server is down')).toBeTruthy();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('3 reviews')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    renderProfile({ locale: 'es' });
    const section = await reviewsSection();
    const inSection = within(section);
    expect(await inSection.findByText('Ayuda perfecta')).toBeTruthy();
    expect(inSection.getByText('3 reseñas')).toBeTruthy();
    expect(inSection.getByText('1 estrella')).toBeTruthy();
    expect(inSection.getAllByText('Un cliente')).toHaveLength(3);
    expect(inSection.getByText('7 mar 2026')).toBeTruthy();
    expect(inSection.getByRole('link', { name: 'Ver todas las reseñas' })).toBeTruthy();
  });

  it('says "Aún no hay reseñas" in Spanish', async () => {
    renderProfile({ stats: NO_STATS, reviews: [], locale: 'es' });
    const section = await reviewsSection();
    expect(await within(section).findByText('Aún no hay reseñas')).toBeTruthy();
  });
});
