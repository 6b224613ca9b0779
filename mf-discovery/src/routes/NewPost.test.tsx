import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, paths } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { aCategory } from '../test/fixtures.ts';
import PostsStrip from './PostsStrip.tsx';

function renderStrip(categories: () => ReturnType<typeof aCategory>[], locale: 'en' | 'es' = 'en') {
  const { api } = fakeApi((path) => {
    if (path === paths.posts) return page([], 1, 1);
    if (path === paths.categories) return page(categories(), 1, 1);
    throw new Error(`unexpected ${path}`);
  });
  const onPostsChanged = vi.fn();
  const view = renderWithShell(
    <PostsStrip postsPath="/customer/app/posts" onPostsChanged={onPostsChanged} />,
    {
      api,
      locale,
      url: '/customer/app',
    },
  );
  return { ...view, api, onPostsChanged, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'New post') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sleep after night shifts');
  await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'How do I sleep?');
  await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Health', hidden: true }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Subcategory' }));
  await user.click(await screen.findByRole('option', { name: 'Sleep', hidden: true }));
}

describe("'New post' when something goes wrong", () => {
  it("shows the api's field errors on their fields, toasts 'Error' and keeps what was written", async () => {
    const { api, notify, onPostsChanged, user } = renderStrip(() => [aCategory()]);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    const refused = 'The subcategory is not one of the category';
    api.post.mockRejectedValueOnce(
      new ApiError(422, { message: refused, data: { subcategory_id: [refused] } }, refused),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(refused, 'Error'));
    const subcategory = within(dialog).getByRole('combobox', { name: 'Subcategory' });
    expect(subcategory.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(refused)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Sleep after night shifts',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveProperty(
      'value',
      'How do I sleep?',
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(onPostsChanged).not.toHaveBeenCalled();
  });

  it('stops content at 600 characters and counts them', async () => {
    const { user } = renderStrip(() => [aCategory()]);
    const dialog = await openDialog(user);
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    await user.click(content);
    await user.paste('a'.repeat(650));
    expect((content as HTMLTextAreaElement).value).toHaveLength(600);
    expect(within(dialog).getByText('600 / 600 characters')).toBeTruthy();
  });

  it('offers Retry when the categories cannot be read, then lists them', async () => {
    let fail = true;
    const { user } = renderStrip(() => {
      if (fail) throw new Error('The catalogue is down');
      return [aCategory()];
    });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('The catalogue is down')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText('The catalogue is down')).toBeNull());
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Health', hidden: true })).toBeTruthy();
  });

  it('in Spanish: the counter and the Retry', async () => {
    const { user } = renderStrip(() => {
      throw new Error('Catálogo caído');
    }, 'es');
    const dialog = await openDialog(user, 'Nueva publicación');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contenido' }), 'Hola');
    expect(within(dialog).getByText('4 / 600 caracteres')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(within(dialog).getByText('No se pudieron cargar los datos')).toBeTruthy();
  });
});
