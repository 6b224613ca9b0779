import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { fakeMfPayments } from 'remote-kit/testing/mf-payments';
import {
  ApiError,
  type Expert,
  type ExpertProfileProps,
  type Locale,
  paths,
  type SubscriptionType,
} from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { expert, ownExpert } from '../test/fixtures.ts';
import Account from './Account.tsx';

const { load: loadPayments } = fakeMfPayments();

/** mf_discovery's page as the owner sees it: each section's edit control, and the revision shown. */
function FakeExpertProfile({ owner }: ExpertProfileProps) {
  return (
    <div data-testid="public-page" data-revision={owner?.revision}>
      {Object.entries(owner?.edit ?? {}).map(([section, control]) => (
        <section key={section} aria-label={section}>
          {control}
        </section>
      ))}
    </div>
  );
}

const loadRemote = (async (remote: string, module: string) =>
  remote === 'mf_discovery'
    ? { default: FakeExpertProfile }
    : loadPayments(remote, module)) as unknown as LoadRemote;

const plan = (name: string, period: 'monthly' | 'yearly', price: number, trial = 0): SubscriptionType => ({
  id: price,
  name,
  slug: `${name.toLowerCase()}-${period}`,
  price,
  period,
  description: `${name} ${period}`,
  trial_days: trial,
});
const PLANS = [
  plan('Starter', 'monthly', 19, 30),
  plan('Pro', 'monthly', 49),
  plan('Starter', 'yearly', 190, 30),
  plan('Pro', 'yearly', 490),
];

function renderAccount(me: Expert = ownExpert(), locale: Locale = 'en') {
  const { api } = fakeApi((path, query) => {
    if (path === paths.expert(7)) return envelope(me);
    if (path === paths.subscriptionTypes)
      return envelope(PLANS.filter((item) => item.period === query?.period));
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(<Account editPath="/experts/app/account/edit" />, {
    api,
    locale,
    session: expert,
    loadRemote,
    url: '/experts/app/account',
  });
  // The file pickers' `accept` is a hint: what reaches the dialog is checked there.
  return { ...view, api, user: userEvent.setup({ applyAccept: false }) };
}

const revision = () => screen.getByTestId('public-page').getAttribute('data-revision');

describe("the expert's own page", () => {
  it('shows the plan and availability, and the public page with an Edit per section', async () => {
    renderAccount();
    expect(await screen.findByText('Pro plan · Monthly')).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Available for new meetings' }) as HTMLInputElement).checked,
    ).toBe(true);
    for (const name of [
      'Edit about me',
      'Edit the profile video',
      'Edit the gallery',
      'Edit the certifications',
      'Edit the rates',
    ])
      expect(await screen.findByRole(name === 'Edit the rates' ? 'link' : 'button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/experts/app/account/edit',
    );
  });

  it('about me: required and at most 250, then saved with the toast and the page read again', async () => {
    const { user, api, notify } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit about me' }));
    const dialog = await screen.findByRole('dialog', { name: 'About me' });
    const box = within(dialog).getByRole('textbox', { name: 'About me' });
    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field required')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    await user.type(box, 'I coach marathon runners on food.');
    api.put.mockResolvedValueOnce({ data: {}, message: 'About me updated succesfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('About me updated succesfully'));
    expect(api.put).toHaveBeenCalledWith(paths.expertProfile, {
      about_me: 'I coach marathon runners on food.',
    });
    await waitFor(() => expect(revision()).toBe('1'));
  });

  it('gallery: images only, uploaded, then saved whole', async () => {
    const { user, api, notify } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit the gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gallery' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('The gallery accepts images only')).toBeTruthy();
    api.upload.mockResolvedValueOnce(envelope({ file: '/api/v1/uploads/b.png' }));
    await user.upload(input, new File(['png'], 'work.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo 2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    api.put.mockResolvedValueOnce({ data: {}, message: 'Gallery updated succesfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Gallery updated succesfully'));
    expect(api.put).toHaveBeenCalledWith(paths.expertGallery, { media: ['/api/v1/uploads/b.png'] });
    expect(api.upload).toHaveBeenCalledWith(`${paths.fileUpload}?kind=image`, expect.any(FormData));
  });

  it('the video: a link, or a file uploaded first', async () => {
    const { user, api } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit the profile video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile video' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    api.upload.mockResolvedValueOnce(envelope({ file: '/api/v1/uploads/intro.mp4' }));
    await user.upload(input, new File(['mp4'], 'intro.mp4', { type: 'video/mp4' }));
    api.put.mockResolvedValueOnce({ data: {}, message: 'Video updated succesfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(paths.expertProfile, {
        profile_video: '/api/v1/uploads/intro.mp4',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit the profile video' }));
    const again = await screen.findByRole('dialog', { name: 'Profile video' });
    await user.click(within(again).getByRole('radio', { name: 'Link' }));
    const link = within(again).getByRole('textbox', { name: 'Video link' });
    for (const refused of ['ftp://x', 'http://videos.example.com/intro']) {
      await user.clear(link);
      await user.type(link, refused);
      await user.click(within(again).getByRole('button', { name: 'Save' }));
      expect(await within(again).findByText('Enter a link that starts with https://')).toBeTruthy();
    }
    expect(api.put).toHaveBeenCalledTimes(1);
  });

  it('certifications: added with every field, edited, removed', async () => {
    const { user, api, notify } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit the certifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certifications' });
    // The month as the profile shows it, not as the api gives it (2019-06).
    expect(within(dialog).getByText('ISSN · Jun 2019')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add a certification' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Field required')).length).toBeGreaterThanOrEqual(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Certification' }), 'Coaching');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company or school' }), 'ICF');
    await user.click(within(dialog).getByRole('combobox', { name: 'Finish month' }));
    await user.click(await screen.findByRole('option', { name: '03', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Finish year' }), '2021');
    api.post.mockResolvedValueOnce({ data: {}, message: 'Certification created successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Certification created successfully'));
    expect(api.post).toHaveBeenCalledWith(paths.certifications, {
      name: 'Coaching',
      company_name: 'ICF',
      finish_month: 3,
      finish_year: 2021,
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Sports nutrition' }));
    const name = within(dialog).getByRole('textbox', { name: 'Certification' });
    expect((name as HTMLInputElement).value).toBe('Sports nutrition');
    await user.type(name, ' II');
    api.put.mockResolvedValueOnce({ data: {}, message: 'Certification updated successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(paths.certification(4), {
        name: 'Sports nutrition II',
        company_name: 'ISSN',
        finish_month: 6,
        finish_year: 2019,
      }),
    );
    api.delete.mockResolvedValueOnce({ data: null, message: 'Certification deleted successfully' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Sports nutrition' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(paths.certification(4)));
  });

  it('availability: saved at once, put back when refused', async () => {
    const { user, api, notify } = renderAccount();
    const toggle = (await screen.findByRole('switch', {
      name: 'Available for new meetings',
    })) as HTMLInputElement;
    api.put.mockRejectedValueOnce(
      new ApiError(503, { message: 'Something went wrong' }, 'Something went wrong'),
    );
    await user.click(toggle);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong'));
    expect(toggle.checked).toBe(true);
    expect(api.put).toHaveBeenCalledWith(paths.availability, { is_available: false });
  });

  it('Change plan: the current plan is chosen and marked, Subscribe waits for another, no trial is promised again', async () => {
    const { user, api } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    const pro = await within(dialog).findByRole('radio', { name: /Pro/ });
    expect((pro as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: /Starter/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText('Current plan')).toBeTruthy();
    const subscribe = within(dialog).getByRole('button', { name: 'Subscribe' });
    expect((subscribe as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByText(/We will be making a recharge/)).toBeNull();
    // Another period: nothing is chosen for the expert.
    await user.click(within(dialog).getByText('Annual'));
    await within(dialog).findByRole('radio', { name: /Pro/ });
    const plans = within(dialog).getByRole('radiogroup', { name: 'Plan' });
    await waitFor(() => expect(within(plans).queryByRole('radio', { checked: true })).toBeNull());
    expect((within(dialog).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('radio', { name: /Starter/ }));
    expect((within(dialog).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // A change gets no free days: the charge is today, written as the page writes its dates.
    expect(within(dialog).queryByText(/days free/)).toBeNull();
    expect(within(dialog).getByText('$190.00 / year')).toBeTruthy();
    expect(
      within(dialog).getByText('The free days are for a first plan: a change is charged from today.'),
    ).toBeTruthy();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    expect(
      within(dialog).getByText(`We will be making a recharge to your card every year from ${today}`),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('Change plan in Spanish marks the current plan', async () => {
    const { user } = renderAccount(ownExpert(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Cambiar de plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia tu plan' });
    expect(((await within(dialog).findByRole('radio', { name: /Pro/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByText('Plan actual')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    renderAccount(ownExpert(), 'es');
    expect(await screen.findByText('Plan Pro · Mensual')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Disponible para nuevas reuniones' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Editar sobre mí' })).toBeTruthy();
  });
});
