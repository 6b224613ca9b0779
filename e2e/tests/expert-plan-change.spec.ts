import type { Page } from '@playwright/test';
import { planApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { callRoute } from './support/contract.ts';
import { saveVisa } from './support/customers.ts';
import { newExpert, registerExpertByApi } from './support/expert-signup.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test.use({ timezoneId: 'Europe/Madrid' });

async function currentPlan(page: Page) {
  return (await callRoute(page.request, planApi.subscriptions)).data.current;
}

test(
  'an expert on Pro monthly opens Change plan: Pro is chosen and marked, nothing changes by accident; Pro annual is taken by keyboard, then seen in Spanish at 375 px',
  { tag: ['@mf-expert-studio', '@mf-payments'] },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await registerExpertByApi(page, newExpert());
    await saveVisa(page);
    // The sign-up's plan step with the saved card preselected: Pro monthly.
    await page.goto('/experts/get-started?step=4');
    await page.getByRole('radio', { name: 'Pro' }).check();
    await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription completed successfully')).toBeVisible();
    expect(await currentPlan(page)).toMatchObject({ type: { slug: 'pro-monthly' } });

    await page.goto('/experts/app/account');
    await expect(page.getByText('Pro plan · Monthly')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Change plan' }));
    const dialog = page.getByRole('dialog', { name: 'Change your plan' });
    const plans = dialog.getByRole('radiogroup', { name: 'Plan' });
    await expect(plans.getByRole('radio', { name: /Pro/ })).toBeChecked();
    await expect(plans.getByRole('radio', { name: /Starter/ })).not.toBeChecked();
    await expect(plans.getByText('Current plan')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /4242/ })).toBeChecked();
    await expectAccessible(page);
    await shoot(page, testInfo, 'change-plan-en-1280');

    // Annual: nothing chosen until the expert picks; Pro annual, charged today (no second trial).
    await press(page, dialog.getByRole('radio', { name: 'Annual' }), 'Space');
    await expect(plans.getByRole('radio', { name: /Pro/ })).not.toBeChecked();
    await expect(plans.getByRole('radio', { checked: true })).toHaveCount(0);
    await press(page, plans.getByRole('radio', { name: /Pro/ }), 'Space');
    await expect(plans.getByRole('radio', { name: /Pro/ })).toBeChecked();
    // No plan's price promises free days: they are for a first plan only.
    await expect(plans.getByText(/^\d+ days free, after/)).toHaveCount(0);
    await expect(plans.getByText(/^\$490\.00 \/ year$/)).toBeVisible();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
      new Date(),
    );
    await expect(
      dialog.getByText(`We will be making a recharge to your card every year from ${today}`),
    ).toBeVisible();
    await press(page, dialog.getByRole('button', { name: 'Subscribe' }));
    await expect(page.getByText('Subscription completed successfully')).toBeVisible();
    await expect(page.getByText('Pro plan · Annual')).toBeVisible();
    expect(await currentPlan(page)).toMatchObject({ type: { slug: 'pro-yearly' } });

    // On a phone, in Spanish: the annual plan is the one marked.
    await page.setViewportSize({ width: 375, height: 812 });
    await press(page, page.getByRole('contentinfo').getByRole('radio', { name: 'ES' }), 'Space');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await press(page, page.getByRole('button', { name: 'Cambiar de plan' }));
    const dialogo = page.getByRole('dialog', { name: 'Cambia tu plan' });
    const planes = dialogo.getByRole('radiogroup', { name: 'Plan' });
    await expect(dialogo.getByRole('radio', { name: 'Anual' })).toBeChecked();
    await expect(planes.getByRole('radio', { name: /Pro/ })).toBeChecked();
    await expect(planes.getByText('Plan actual')).toBeVisible();
    await expect(dialogo.getByRole('button', { name: 'Suscribirme' })).toBeDisabled();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, testInfo, 'change-plan-es-375');
  },
);
