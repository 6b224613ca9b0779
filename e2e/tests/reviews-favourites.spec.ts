import type { Locator, Page } from '@playwright/test';
import { feedbackApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { callRoute } from './support/contract.ts';
import { signUp } from './support/customers.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { press } from './support/keyboard.ts';

const EXPERT_NAME = `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`;

/** The search grid's card of the demo expert (its name is the card's link). */
function expertCard(page: Page): Locator {
  return page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('link', { name: EXPERT_NAME, exact: true }) });
}

/** The ids of the signed-in customer's favourites, as the api lists them. */
async function favouriteIds(page: Page): Promise<number[]> {
  return (await callRoute(page.request, feedbackApi.favourites)).data.map((expert) => expert.id);
}

/** The 'All experts' / 'Favourites' switch of the customer's search grid. */
function showOnly(page: Page, label: string) {
  return page.locator('.mantine-SegmentedControl-root label').filter({ hasText: label });
}

test("a customer's favourite: on from a card, listed in the favourites view, off from the expert's page by keyboard, on again, off in Spanish at 375 px", {
  tag: '@mf-discovery',
}, async ({ page }) => {
  await signUp(page);
  const expertId = await anExpert(page.request);

  // On, from the card of the search grid.
  await page.goto(`/customer/app/experts/search?s=${encodeURIComponent(DEMO_EXPERT.lastName)}`);
  const card = expertCard(page);
  await card.getByRole('button', { name: 'Add to favourites', exact: true }).click();
  const saved = card.getByRole('button', { name: 'Remove from favourites', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-disabled', 'true');
  expect(await favouriteIds(page)).toEqual([expertId]);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('search-favourite-1280.png'), fullPage: true });

  // Listed in the favourites view (the api's favourites variant).
  await showOnly(page, 'Favourites').click();
  await expect(page).toHaveURL(/[?&]fav=1/);
  await expect(page.getByRole('heading', { name: 'Your favourite experts', level: 1 })).toBeVisible();
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await expect(expertCard(page)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('favourites-1280.png'), fullPage: true });

  // Off, from the expert's page, with the keyboard alone: the card's link, then the heart.
  await press(page, expertCard(page).getByRole('link', { name: EXPERT_NAME, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/customer/app/experts/${expertId}$`));
  const heart = page.getByRole('button', { name: /^(Add to|Remove from) favourites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await press(page, heart, 'Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Add to favourites');
  await expect(heart).toBeFocused();
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  expect(await favouriteIds(page)).toEqual([]);
  await expectAccessible(page);

  // On again with Space, still from the keyboard, from the same focus.
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await favouriteIds(page)).toEqual([expertId]);
  await page.screenshot({ path: test.info().outputPath('expert-favourite-1280.png'), fullPage: true });

  // In Spanish, at 375 px: listed, then off from its card, and the view says it is empty.
  await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/customer/app/experts/search?fav=1');
  await expect(page.getByRole('heading', { name: 'Tus expertos favoritos', level: 1 })).toBeVisible();
  const spanishCard = expertCard(page);
  await expect(spanishCard.getByRole('button', { name: 'Quitar de favoritos', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('favourites-es-375.png'), fullPage: true });
  await spanishCard.getByRole('button', { name: 'Quitar de favoritos', exact: true }).click();
  await expect(page.getByText('Aún no tienes expertos favoritos')).toBeVisible();
  await expect(expertCard(page)).toHaveCount(0);
  expect(await favouriteIds(page)).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('favourites-empty-es-375.png'), fullPage: true });

  await page.goto(`/customer/app/experts/${expertId}`);
  await expect(page.getByRole('button', { name: 'Añadir a favoritos', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('expert-es-375.png'), fullPage: true });
});

test('a guest sees no favourite heart on the search grid or the expert page, and no favourites view', {
  tag: '@mf-discovery',
}, async ({ page }) => {
  const expertId = await anExpert(page.request);
  await page.goto(`/experts/search?s=${encodeURIComponent(DEMO_EXPERT.lastName)}`);
  await expect(expertCard(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /favourites/i })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Favourites' })).toHaveCount(0);
  await page.goto(`/experts/${expertId}`);
  await expect(page.getByRole('heading', { name: EXPERT_NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /favourites/i })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /favourites/i })).toHaveCount(0);
  // The figures of the reviews are public; the reviews themselves are for signed-in users.
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expectAccessible(page);
});
