import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { bookableExpert, hourRadios } from './support/booking.ts';
import { signUp } from './support/customers.ts';
import { shoot } from './support/screenshots.ts';

/** The labels of the hours listed on step 1. */
async function hourLabels(page: Page): Promise<string[]> {
  await expect(hourRadios(page).first()).toBeVisible();
  return hourRadios(page).evaluateAll((inputs) =>
    inputs.map((input) => document.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent ?? ''),
  );
}

/** Chooses a zone by keyboard alone: focus the field, type part of its name, pick the first match. */
async function chooseZone(page: Page, label: string, search: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(search);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

for (const { lang, width, zoneLabel, nextAvailable, words, renamed } of [
  {
    lang: 'en',
    width: 1280,
    zoneLabel: 'Time zone',
    nextAvailable: /^Next available/,
    words: { expertTime: "Expert's time" },
    // Chromium lists these zones under their old names (Asia/Calcutta, Europe/Kiev): either finds them.
    renamed: { search: 'Kolkata', value: /^Asia\/Kolkata \(UTC\+05:30\)$/, tz: /tz=Asia%2FKolkata/ },
  },
  {
    lang: 'es',
    width: 375,
    zoneLabel: 'Zona horaria',
    nextAvailable: /^Próxima fecha libre/,
    words: { expertTime: 'Hora del experto' },
    renamed: { search: 'Kiev', value: /^Europe\/Kyiv \(UTC\+0[23]:00\)$/, tz: /tz=Europe%2FKyiv/ },
  },
] as const) {
  test(
    `${lang} at ${width} px: a travelling customer switches the time zone of step 1 by keyboard; the URL keeps it`,
    { tag: '@mf-booking' },
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signUp(page);
      const expert = await bookableExpert(page.request, lang === 'en' ? 8 : 9);
      await page.goto(`/customer/app/experts/${expert.id}/booking`);
      if (lang === 'es') await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
      // The profile's zone (Madrid, as the customer signed up) is the default.
      await expect(page.getByRole('combobox', { name: zoneLabel })).toHaveValue(
        /^Europe\/Madrid \(UTC[+−]\d\d:\d\d\)$/,
      );
      await page.getByRole('button', { name: nextAvailable }).click();
      const inMadrid = await hourLabels(page);

      await chooseZone(page, zoneLabel, 'Tokyo');
      await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
      await expect(page.getByRole('combobox', { name: zoneLabel })).toHaveValue(
        /^Asia\/Tokyo \(UTC\+09:00\)$/,
      );
      await page.getByRole('button', { name: nextAvailable }).click();
      const inTokyo = await hourLabels(page);
      // Tokyo is 7 or 8 hours ahead of Madrid: the same instants read as other hours.
      expect(inTokyo).not.toEqual(inMadrid);
      // The expert's own time stays beside each hour.
      await expect(page.getByText(new RegExp(words.expertTime)).first()).toBeVisible();
      await expectAccessible(page);
      await shoot(page, testInfo, `step1-tokyo-${lang}-${width}`);

      // A reload (or a shared link) lands on the same zone and day.
      const url = page.url();
      await page.reload();
      await expect(page.getByRole('combobox', { name: zoneLabel })).toHaveValue(/^Asia\/Tokyo/);
      expect(page.url()).toBe(url);

      // A zone IANA renamed is found by its current name and by the old one, and named by the current.
      await chooseZone(page, zoneLabel, renamed.search);
      await expect(page).toHaveURL(renamed.tz);
      await expect(page.getByRole('combobox', { name: zoneLabel })).toHaveValue(renamed.value);
      await expectAccessible(page);
      await shoot(page, testInfo, `step1-renamed-zone-${lang}-${width}`);
    },
  );
}
