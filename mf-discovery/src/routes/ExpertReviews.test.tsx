import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, type ExpertFeedback, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { REVIEWS_PER_PAGE } from '../reviews/ExpertReviewsScreen.tsx';
import { anExpert, aReview, NO_STATS, someStats } from '../test/fixtures.ts';
import ExpertReviews from './ExpertReviews.tsx';

/** `total` reviews of expert 7, newest (highest id) first, served a page at a time. */
function reviewsOf(total: number): ExpertFeedback[] {
  return Array.from({ length: total }, (_, index) =>
    aReview({ id: total - index, rating: ((total - index) % 5) + 1, created_at: '2026-03-05T10:00:00.000Z' }),
  );
}

function renderReviews(
  options: {
    reviews?: ExpertFeedback[];
    url?: string;
    locale?: 'en' | 'es';
    failReviews?: () => boolean;
    expertMissing?: boolean;
  } = {},
) {
  const { reviews = reviewsOf(3), url = '/customer/app/experts/7/reviews', locale = 'en' } = options;
  const { api, get } = fakeApi((path, query) => {
    if (options.expertMissing) throw new ApiError(404, { message: 'Not found' }, 'Not found');
    if (path === paths.expert(7)) return envelope(anExpert());
    if (path === paths.expertFeedbackStats(7))
      return envelope(reviews.length ? someStats({ count: reviews.length }) : NO_STATS);
    if (path === paths.expertFeedbacks(7)) {
      if (options.failReviews?.()) throw new Error('The server is down');
      const current = Number(query?.page);
      const perPage = Number(query?.per_page);
      const lastPage = Math.max(1, Math.ceil(reviews.length / perPage));
      return page(
        reviews.slice((current - 1) * perPage, current * perPage),
        current,
        lastPage,
        reviews.length,
      );
    }
    throw new Error(`unexpected ${path}`);
  });
  renderWithShell(<ExpertReviews expertId={7} expertPath="/customer/app/experts/7" />, { api, url, locale });
  return { get };
}

const reviewCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.expertFeedbacks(7)).map(([, query]) => query);

describe('the all-reviews page', () => {
  it("shows the expert's figures and every review, with the way back to the expert", async () => {
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Reviews of Ana Torres' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('3 reviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Torres' }).getAttribute('href')).toBe(
      '/customer/app/experts/7',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages through the reviews in the URL and the api', async () => {
    const { get } = renderReviews({ reviews: reviewsOf(REVIEWS_PER_PAGE + 2) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(REVIEWS_PER_PAGE));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/customer/app/experts/7/reviews?page=2');
    await userEvent.click(next);
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(currentUrl().search).toBe('?page=2');
    expect(reviewCalls(get)).toContainEqual({ page: 2, per_page: REVIEWS_PER_PAGE });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/customer/app/experts/7/reviews',
    );
  });

  it('opens on the page the URL names', async () => {
    const { get } = renderReviews({
      reviews: reviewsOf(REVIEWS_PER_PAGE + 2),
      url: '/customer/app/experts/7/reviews?page=2',
    });
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(reviewCalls(get)[0]).toEqual({ page: 2, per_page: REVIEWS_PER_PAGE });
  });

  it('says there are no reviews yet', async () => {
    renderReviews({ reviews: [] });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the error with a Retry that asks again', async () => {
    let fail = true;
    renderReviews({ failReviews: () => fail });
    expect(await screen.findByText('The server is down')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('says the expert was not found for an unknown expert', async () => {
    renderReviews({ expertMissing: true });
    expect(await screen.findByText('Expert not found')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    renderReviews({ locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Reseñas de Ana Torres' })).toBeTruthy();
    expect(await screen.findByText('3 reseñas')).toBeTruthy();
    expect(screen.getAllByText('Ayuda perfecta').length).toBeGreaterThan(0);
  });

  it('says "Aún no hay reseñas" in Spanish', async () => {
    renderReviews({ reviews: [], locale: 'es' });
    expect(await screen.findByText('Aún no hay reseñas')).toBeTruthy();
  });
});
