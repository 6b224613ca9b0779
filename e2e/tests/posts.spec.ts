import type { Page } from '@playwright/test';
import { discoveryApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { categories } from './support/catalog.ts';
import { callRoute } from './support/contract.ts';
import { csrfHeader, signUp } from './support/customers.ts';
import { chooseByKeyboard, typeInto } from './support/expert-signup.ts';
import { DEMO_EXPERT, realtimeReady, signInDemoExpert } from './support/experts.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test.use({ timezoneId: 'Europe/Madrid' });

/** The category and subcategory names of one of the demo expert's subcategories (English). */
async function demoExpertSubject(page: Page) {
  const expertId = await anExpert(page.request);
  const [sub] = (await callRoute(page.request, discoveryApi.expert, { params: { id: expertId } })).data
    .subcategories;
  if (!sub) throw new Error('the demo expert has no subcategory');
  const category = (await categories(page.request)).find((item) => item.id === sub.category_id);
  if (!category) throw new Error('no category of the subcategory');
  return { expertId, category: category.name, subcategory: sub.name };
}

/** The customer home's stat (its value is written just before its label; the header has a Posts link too). */
const stat = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');

test(
  'a customer writes a post by keyboard, the demo expert answers it, the answer shows live; then the post is deleted',
  { tag: '@mf-discovery' },
  async ({ page: customer, browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(customer);
    const subject = await demoExpertSubject(customer);
    const listening = realtimeReady(customer);
    await customer.goto('/customer/app');
    await expect(customer.getByText("You don't have any post")).toBeVisible();
    await expect(stat(customer, 'Posts')).toHaveText('0');
    await expectAccessible(customer);
    await shoot(customer, testInfo, 'home-empty-en-1280');

    // 'New post' with the keyboard alone.
    await press(customer, customer.getByRole('button', { name: 'New post' }));
    const dialog = customer.getByRole('dialog', { name: 'New post' });
    await press(customer, dialog.getByRole('button', { name: 'Create post' }));
    await expect(dialog.getByText('Field required')).toHaveCount(4);
    const title = `Marathon meals ${Date.now()}`;
    await typeInto(customer, dialog.getByRole('textbox', { name: 'Title' }), title);
    await typeInto(
      customer,
      dialog.getByRole('textbox', { name: 'Content' }),
      'What should I eat the week before?',
    );
    await chooseByKeyboard(
      customer,
      dialog.getByRole('combobox', { name: 'Category', exact: true }),
      subject.category,
    );
    await chooseByKeyboard(
      customer,
      dialog.getByRole('combobox', { name: 'Subcategory' }),
      subject.subcategory,
    );
    await expectAccessible(customer);
    await shoot(customer, testInfo, 'new-post-en-1280', false);
    await press(customer, dialog.getByRole('button', { name: 'Create post' }));
    await expect(customer.getByText('Post created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = customer.getByRole('article', { name: title });
    await expect(card.getByRole('link', { name: 'No replies yet' })).toBeVisible();
    await expect(stat(customer, 'Posts')).toHaveText('1');

    await press(customer, card.getByRole('link', { name: 'View more' }));
    await expect(customer.getByRole('heading', { name: title })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'No answers yet' })).toBeVisible();

    // A second tab of the customer keeps the home open: its count follows the answer too.
    const home = await customer.context().newPage();
    const homeListening = realtimeReady(home);
    await home.goto('/customer/app');
    const homeCard = home.getByRole('article', { name: title });
    await expect(homeCard.getByRole('link', { name: 'No replies yet' })).toBeVisible();

    // The demo expert answers from their home, in a browser of their own.
    await Promise.all([listening, homeListening]);
    const expertContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const answer = 'Carbohydrates first; rest the last two days.';
    try {
      const expert = await expertContext.newPage();
      await signInDemoExpert(expert);
      const post = expert.getByRole('article', { name: title });
      await press(expert, post.getByRole('button', { name: 'Answer' }));
      const answering = expert.getByRole('dialog', { name: 'Answer the post' });
      await typeInto(expert, answering.getByRole('textbox', { name: 'Your answer' }), answer);
      await press(expert, answering.getByRole('button', { name: 'Send answer' }));
      await expect(expert.getByText('Answer created successfully')).toBeVisible();
    } finally {
      await expertContext.close();
    }

    // Live on the customer's post page: the answer, who gave it, linking to their page.
    await expect(customer.getByText(answer)).toBeVisible();
    await expect(customer.getByRole('heading', { name: '1 answer' })).toBeVisible();
    await expect(
      customer.getByRole('link', { name: `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}` }),
    ).toHaveAttribute('href', `/customer/app/experts/${subject.expertId}`);
    await expectAccessible(customer);
    await shoot(customer, testInfo, 'post-answered-en-1280');
    await expect(homeCard.getByRole('link', { name: 'View 1 reply' })).toBeVisible();
    await expect(stat(home, 'Posts')).toHaveText('1');
    await shoot(home, testInfo, 'home-answered-en-1280');
    await home.close();

    // On a phone, in Spanish, by keyboard: the post, then Delete after Sí.
    await customer.setViewportSize({ width: 375, height: 812 });
    await press(customer, customer.getByRole('contentinfo').getByRole('radio', { name: 'ES' }), 'Space');
    await expect(customer.getByRole('heading', { name: '1 respuesta' })).toBeVisible();
    await expectAccessible(customer);
    await shoot(customer, testInfo, 'post-answered-es-375');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await press(customer, customer.getByRole('button', { name: 'Eliminar' }));
    const confirm = customer.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await press(customer, confirm.getByRole('button', { name: 'Sí' }));
    await expect(customer.getByText('Publicación eliminada con éxito')).toBeVisible();
    await expect(customer).toHaveURL(/\/customer\/app\/posts$/);
    await expect(customer.getByText('No tienes ninguna publicación')).toBeVisible();
    await customer.goto('/customer/app');
    await expect(stat(customer, 'Publicaciones')).toHaveText('0');
    await expect(customer.getByRole('heading', { name: 'Publicaciones' })).toBeVisible();
    await expectAccessible(customer);
    await shoot(customer, testInfo, 'home-es-375');
  },
);

test(
  'a post titled with one 600-letter word keeps the customer home and the posts page within the screen, at 375 and 1280 px',
  { tag: '@mf-discovery' },
  async ({ page }, testInfo) => {
    await signUp(page);
    const { expertId, subcategory } = await demoExpertSubject(page);
    const subject = (
      await callRoute(page.request, discoveryApi.expert, { params: { id: expertId } })
    ).data.subcategories.find((item) => item.name === subcategory);
    if (!subject) throw new Error('no subcategory');
    const title = 'W'.repeat(600);
    const created = await page.request.post('/api/v1/posts', {
      headers: await csrfHeader(page),
      data: { title, content: 'x'.repeat(600), category_id: subject.category_id, subcategory_id: subject.id },
    });
    expect(created.ok(), await created.text()).toBe(true);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/customer/app', '/customer/app/posts']) {
        await page.goto(path);
        const card = page.getByRole('article', { name: title });
        await expect(card).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}`,
        ).toBeLessThanOrEqual(width);
        expect(
          (await card.boundingBox())?.width ?? Number.POSITIVE_INFINITY,
          `${path} at ${width}`,
        ).toBeLessThanOrEqual(width);
      }
    }
    await shoot(page, testInfo, 'long-title-home-1280');
  },
);
