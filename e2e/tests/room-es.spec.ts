import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { bookMeeting } from './support/meetings.ts';
import { joinCall, ROOM_LAUNCH_OPTIONS, ROOM_WORDS, roomContext } from './support/room.ts';

test.use({ launchOptions: ROOM_LAUNCH_OPTIONS });

/** The page at 1280 and at 375 px, each into the test's output. */
async function atBothWidths(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`) });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the room in Spanish: the start, the hair check and the call, each accessible at 1280 and 375 px', {
  tag: '@mf-meetings',
}, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await roomContext(browser, baseURL, { locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await signUp(page);
    await saveVisa(page);
    const meeting = await bookMeeting(page, await anExpert(page.request), 22);
    await page.goto('/customer/app');
    await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Idle: the start, what the browser will ask, the way back.
    await page.goto(`/customer/app/meetings/room/${meeting.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Videollamada' })).toBeVisible();
    await expect(
      page.getByText('Permite que el navegador use tu cámara y tu micrófono cuando te lo pida.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Salir a mis reuniones' })).toHaveAttribute(
      'href',
      '/customer/app/meetings',
    );
    await expectAccessible(page);
    await atBothWidths(page, 'room-es-idle');

    // The hair check (checked for accessibility by joinCall), then the call, alone in it.
    await joinCall(page, 'mouse', ROOM_WORDS.es, async () => {
      await expect(page.getByRole('combobox', { name: 'Altavoces' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Nivel del micrófono' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Volver al inicio' })).toBeVisible();
      await atBothWidths(page, 'room-es-hair-check');
    });
    await expect(page.getByText('Esperando a los demás')).toBeVisible();
    await expect(page.getByText('Tiempo restante')).toBeVisible();
    const controls = page.getByRole('toolbar', { name: ROOM_WORDS.es.controls });
    for (const name of ['Cámara', 'Micrófono', 'Compartir pantalla', 'Salir'])
      await expect(controls.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
    await expectAccessible(page);
    await atBothWidths(page, 'room-es-joined');

    await controls.getByRole('button', { name: 'Salir', exact: true }).click();
    await expect(page.getByRole('button', { name: ROOM_WORDS.es.start })).toBeVisible();
  } finally {
    await context.close();
  }
});
