import { expertProfileApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { categories } from './support/catalog.ts';
import { callRoute } from './support/contract.ts';
import { addCardInCheckout, signUp } from './support/customers.ts';
import { pickOption } from './support/forms.ts';
import { press } from './support/keyboard.ts';

test.use({ timezoneId: 'Europe/Madrid' });

/** A 1×1 PNG, as a photo of the expert's work. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An ISO media box: its size, its type, its data. */
function box(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
}

/** The start of an MP4 (its `ftyp` box, then media bytes): what the api checks a video by. */
const MP4 = Buffer.concat([
  box('ftyp', Buffer.from('isom\0\0\0\0isommp41', 'latin1')),
  box('mdat', Buffer.alloc(2048, 7)),
]);

test(
  "a customer turns expert through 'Expert Account' and the registration dialog, edits the profile that customers see, and turns back",
  { tag: ['@mf-expert-studio', '@mf-discovery'] },
  async ({ page, browser, baseURL, request }, testInfo) => {
    test.setTimeout(180_000);
    const customer = await signUp(page);
    // The last category: suites that read a category's first experts take the first one.
    const category = (await categories(request)).at(-1);
    if (!category) throw new Error('no category');
    await page.goto('/customer/app');
    await expect(page.getByRole('heading', { name: 'Boost your experience' })).toBeVisible();

    // 'Expert Account' on without a plan: the registration dialog, names and email locked.
    await page.getByRole('switch', { name: 'Expert Account' }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Become an expert' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue(customer.firstName);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('dialog-account-1280.png') });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    await dialog.getByRole('textbox', { name: 'Role in your area' }).fill('Tax advisor');
    await dialog.getByRole('textbox', { name: 'Years in the role' }).fill('12');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Country', exact: true }), 'Spain');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+34 622 333 444');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Languages' }), 'Spanish');
    await page.keyboard.press('Escape');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Categories' }), category.name);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const created = page.getByRole('dialog', { name: 'Your account has been created!' });
    await created.getByRole('button', { name: 'Continue', exact: true }).click();

    // Subscription: Starter with a card added here.
    await expect(dialog.getByText('Select a plan')).toBeVisible();
    await addCardInCheckout(page, `${customer.firstName} ${customer.lastName}`, '4242424242424242', '123');
    await expect(dialog.getByRole('radio', { name: /4242/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription completed successfully')).toBeVisible();

    // Schedules & rules, then the change to EXPERT.
    await dialog.getByRole('switch', { name: 'Tuesday' }).check();
    await dialog.getByRole('textbox', { name: 'Tuesday, range 1: from' }).fill('10:00');
    await dialog.getByRole('textbox', { name: 'Tuesday, range 1: to' }).fill('14:00');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Account change to EXPERT')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/experts\/app$/);
    await expect(page.getByRole('switch', { name: 'Expert Account' })).toBeChecked();

    // The own profile: about, a gallery photo, a video link and a certification.
    await page.getByRole('banner').getByRole('link', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit about me' }).click();
    const about = page.getByRole('dialog', { name: 'About me' });
    await about
      .getByRole('textbox', { name: 'About me' })
      .fill('Taxes for freelancers, without the headache.');
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('About me updated succesfully')).toBeVisible();

    await page.getByRole('button', { name: 'Edit the gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Gallery' });
    const chooser = page.waitForEvent('filechooser');
    await gallery.getByRole('button', { name: 'Add images' }).click();
    await (await chooser).setFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
    await expect(gallery.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Gallery updated succesfully')).toBeVisible();

    // A video file: checked by the api, stored, served in ranges as a <video> asks.
    await page.getByRole('button', { name: 'Edit the profile video' }).click();
    const upload = page.getByRole('dialog', { name: 'Profile video' });
    const videoChooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Video file' }).click();
    await (await videoChooser).setFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Video updated succesfully')).toBeVisible();
    const stored = (await callRoute(page.request, expertProfileApi.profile)).data.profile_video ?? '';
    expect(stored).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]+\.mp4$/);
    const slice = await page.request.get(stored, { headers: { range: 'bytes=0-15' } });
    expect(slice.status()).toBe(206);
    expect((await slice.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');

    await page.getByRole('button', { name: 'Edit the profile video' }).click();
    const video = page.getByRole('dialog', { name: 'Profile video' });
    await video.getByText('Link', { exact: true }).click();
    await video.getByRole('textbox', { name: 'Video link' }).fill('https://videos.example.com/watch?v=tax');
    await video.getByRole('button', { name: 'Save' }).click();
    // Saved: the dialog closes (the file's toast may still show beside this one's).
    await expect(video).toBeHidden();

    await page.getByRole('button', { name: 'Edit the certifications' }).click();
    const certs = page.getByRole('dialog', { name: 'Certifications' });
    await certs.getByRole('textbox', { name: 'Certification' }).fill('Certified Tax Advisor');
    await certs.getByRole('textbox', { name: 'Company or school' }).fill('Tax Institute');
    await certs.getByRole('combobox', { name: 'Finish month' }).click();
    await page.getByRole('option', { name: '09', exact: true }).click();
    await certs.getByRole('textbox', { name: 'Finish year' }).fill('2018');
    await certs.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Certification created successfully')).toBeVisible();
    await certs.getByRole('button', { name: 'Done' }).click();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('own-profile-1280.png'), fullPage: true });

    // What customers see: a guest opens the public page.
    const expertId = (await callRoute(page.request, expertProfileApi.profile)).data.id;
    const guest = await browser.newContext({ baseURL });
    try {
      const publicPage = await guest.newPage();
      await publicPage.goto(`/experts/${expertId}`);
      await expect(publicPage.getByText('Taxes for freelancers, without the headache.')).toBeVisible();
      await expect(publicPage.getByRole('img', { name: /Photo 1 of/ })).toBeVisible();
      await expect(publicPage.getByRole('link', { name: 'Watch the profile video' })).toHaveAttribute(
        'href',
        'https://videos.example.com/watch?v=tax',
      );
      await expect(publicPage.getByText('Certified Tax Advisor')).toBeVisible();
      await expect(publicPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await expect(publicPage.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    } finally {
      await guest.close();
    }

    // Back to the customer account, then into expert mode at once (a plan exists now).
    await page.getByRole('switch', { name: 'Expert Account' }).click({ force: true });
    await expect(page).toHaveURL(/\/customer\/app$/);
    await expect(page.getByText('Account change to CUSTOMER')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Boost your experience' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Expert Account' }).click({ force: true });
    await expect(page).toHaveURL(/\/experts\/app$/);

    // The own profile on a phone, in Spanish, by keyboard: an Edit opens its dialog, Escape closes it.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/experts/app/account');
    await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    const editAbout = page.getByRole('button', { name: 'Editar sobre mí' });
    await expect(editAbout).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('own-profile-es-375.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await press(page, editAbout);
    const sobre = page.getByRole('dialog', { name: 'Sobre mí' });
    await expect(sobre.getByRole('textbox', { name: 'Sobre mí' })).toBeFocused();
    await expect(sobre.getByRole('textbox', { name: 'Sobre mí' })).toHaveValue(
      'Taxes for freelancers, without the headache.',
    );
    await page.keyboard.press('Escape');
    await expect(sobre).toBeHidden();
    await expect(editAbout).toBeFocused();
  },
);
