import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, type Post, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { expert } from '../test/fixtures.ts';
import OpenPosts from './OpenPosts.tsx';

function aPost(id: number, title: string): Post {
  return {
    id,
    title,
    content: 'How should I plan my meals for a marathon?',
    category: { id: 3, name: 'Health', subcategories: [] },
    category_id: 3,
    subcategory_id: 8,
    subcategory: { id: 8, name: 'Nutrition' },
    published_at: '2030-05-14T08:00:00.000Z',
    expiration_date: '2030-05-21T08:00:00.000Z',
    is_expired: false,
    answers_count: 0,
    customer: { id: 1, first_name: 'Ben', last_name: 'Ruiz', profile_picture: null },
  };
}

function renderPosts(posts: Post[] | ApiError = [aPost(5, 'Marathon meals')], locale: Locale = 'en') {
  const { api } = fakeApi((path) => {
    if (path !== paths.expertPosts) throw new ApiError(404, null, 'not found');
    if (posts instanceof ApiError) throw posts;
    return page(posts, 1, 1);
  });
  const view = renderWithShell(<OpenPosts />, { api, session: expert, locale });
  return { ...view, api, user: userEvent.setup() };
}

describe("the expert home's open posts", () => {
  it('lists open posts of the categories with who asked and when; an answer is sent with its toast', async () => {
    const { user, api, notify } = renderPosts();
    const post = await screen.findByRole('article', { name: 'Marathon meals' });
    expect(within(post).getByText('Nutrition')).toBeTruthy();
    expect(within(post).getByText(/Ben Ruiz · May 14, 2030/)).toBeTruthy();
    await user.click(within(post).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Carbohydrates first.');
    expect(within(dialog).getByText('20 / 250 characters')).toBeTruthy();
    api.post.mockResolvedValueOnce({ data: { id: 1 }, message: 'Answer created successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Answer created successfully'));
    expect(api.post).toHaveBeenCalledWith(paths.postAnswers(5), { content: 'Carbohydrates first.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty answer and one over 250 characters before sending', async () => {
    const { user, api } = renderPosts();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the post' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Field required')).toBeTruthy();
    const box = within(dialog).getByRole('textbox', { name: 'Your answer' });
    await user.click(box);
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText(/250/, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("the api's refusal (the post expired meanwhile) is shown and the dialog stays", async () => {
    const { user, api } = renderPosts();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Late answer');
    api.post.mockRejectedValueOnce(new ApiError(409, null, 'This post has expired'));
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('This post has expired')).toBeTruthy();
  });

  it('none open: says so', async () => {
    renderPosts([]);
    expect(await screen.findByText('There are no open posts in your categories right now.')).toBeTruthy();
  });

  it('a failure offers Retry', async () => {
    renderPosts(new ApiError(500, null, 'Server error'));
    expect(await screen.findByText('The posts could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    const { user } = renderPosts(undefined, 'es');
    expect(await screen.findByRole('heading', { name: 'Publicaciones en tus categorías' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByRole('dialog', { name: 'Responder la publicación' })).toBeTruthy();
  });
});
