import type { Page } from '@playwright/test';
import { feedbackApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { moveClockTo } from './support/clock.ts';
import { callRoute } from './support/contract.ts';
import { csrfHeader } from './support/customers.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { press } from './support/keyboard.ts';
import { meetingStartingNow, signInDemoExpertByApi } from './support/meetings.ts';

const EXPERT_NAME = `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`;
const OWN_WORDS = 'Too short a session for all my questions';

async function reviewCount(page: Page, expertId: number): Promise<number> {
  return (await callRoute(page.request, feedbackApi.stats, { params: { id: expertId } })).data.count;
}

/** '1 review', '3 reviews': the count as the page words it. */
const reviewsWord = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The 'Reviews' card of the expert page. */
function reviewsSection(page: Page, title = 'Reviews') {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test("a review written after a finished meeting shows on the expert's page and the reviews page, and its author only to the expert", {
  tag: '@mf-discovery',
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  // A meeting of a new customer with the demo expert, paid, started, then over on the api's clock.
  const meeting = await meetingStartingNow(page);
  await moveClockTo(page.request, new Date(Date.parse(meeting.endsAt) + 1_000));
  const before = await reviewCount(page, meeting.expertId);

  await callRoute(
    page.request,
    feedbackApi.reviewExpert,
    {
      params: { id: meeting.expertId },
      body: { rating: 2, comment: 'other', other_comment: OWN_WORDS, meet_id: meeting.meetingId },
    },
    await csrfHeader(page),
  );

  // The expert's page: one more review, the newest first, anonymised for customers.
  await page.goto(`/customer/app/experts/${meeting.expertId}`);
  const section = reviewsSection(page);
  await expect(section.getByText(reviewsWord(before + 1), { exact: true })).toBeVisible();
  const newest = section.getByRole('article').first();
  await expect(newest).toContainText('A customer');
  await expect(newest).toContainText('Other');
  await expect(newest).not.toContainText(OWN_WORDS);
  await expect(newest.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeVisible();
  await expect(newest.locator('time')).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('expert-reviews-section-1280.png'), fullPage: true });

  // 'See all reviews', by keyboard: the reviews page with the same review first.
  await press(page, section.getByRole('link', { name: 'See all reviews' }));
  await expect(page).toHaveURL(new RegExp(`/customer/app/experts/${meeting.expertId}/reviews$`));
  await expect(page.getByRole('heading', { name: `Reviews of ${EXPERT_NAME}`, level: 1 })).toBeVisible();
  await expect(page.getByText(reviewsWord(before + 1), { exact: true })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Other');
  await expect(first.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('reviews-page-1280.png'), fullPage: true });

  // In Spanish, at 1280 then 375 px.
  await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `Reseñas de ${EXPERT_NAME}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Un cliente');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('reviews-page-es-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('reviews-page-es-375.png'), fullPage: true });
  await page.getByRole('link', { name: EXPERT_NAME }).click();
  await expect(
    reviewsSection(page, 'Reseñas').getByRole('link', { name: 'Ver todas las reseñas' }),
  ).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('expert-reviews-section-es-375.png'),
    fullPage: true,
  });

  // The expert's own page: who wrote it, and their own words.
  const expertContext = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const expert = await expertContext.newPage();
    await signInDemoExpertByApi(expert);
    await expert.goto('/experts/app/account');
    const own = reviewsSection(expert).getByRole('article').first();
    await expect(own).toContainText(`${meeting.customer.firstName} ${meeting.customer.lastName}`);
    await expect(own).toContainText(`Other: ${OWN_WORDS}`);
    await expect(reviewsSection(expert).getByRole('link', { name: 'See all reviews' })).toHaveCount(0);
    await expectAccessible(expert);
    await expert.screenshot({ path: test.info().outputPath('own-reviews-1280.png'), fullPage: true });
  } finally {
    await expertContext.close();
  }
});
