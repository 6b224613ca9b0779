import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, type PostAnswer, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { anAnswer, aPost } from '../test/posts.ts';
import PostDetail from './PostDetail.tsx';

function renderDetail(answers: () => PostAnswer[], locale: 'en' | 'es' = 'en', missing = false) {
  const { api } = fakeApi((path) => {
    if (missing) throw new ApiError(404, { message: 'Not found' }, 'Not found');
    if (path === paths.post(5)) return envelope(aPost({ answers_count: answers().length }));
    if (path === paths.postAnswers(5)) return page(answers(), 1, 1);
    throw new Error(`unexpected ${path}`);
  });
  const view = renderWithShell(
    <PostDetail postId={5} postsPath="/customer/app/posts" expertsPath="/customer/app/experts" />,
    { api, locale, url: '/customer/app/posts/5' },
  );
  return { ...view, api, user: userEvent.setup() };
}

describe('a post and its answers', () => {
  it('lists the answers with who gave them, linking to their page; a new one appears as it arrives', async () => {
    let answers = [anAnswer()];
    const { realtime } = renderDetail(() => answers);
    expect(await screen.findByRole('heading', { name: 'How do I prepare a job interview?' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1 answer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eva Lindqvist' }).getAttribute('href')).toBe(
      '/customer/app/experts/8',
    );
    expect(screen.getByText('Career coach')).toBeTruthy();

    answers = [
      ...answers,
      anAnswer({
        id: 41,
        content: 'Rehearse out loud.',
        expert: { id: 9, first_name: 'Leo', last_name: 'Sanz', role: 'Recruiter', profile_picture: null },
      }),
    ];
    realtime.publish({
      type: 'notification',
      notification: {
        id: 2,
        type: 'post.answered',
        data: { post_id: 5 },
        created_at: '2026-11-21T10:00:00Z',
        read_at: null,
      },
    });
    expect(await screen.findByText('Rehearse out loud.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 answers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leo Sanz' }).getAttribute('href')).toBe(
      '/customer/app/experts/9',
    );
  });

  it('deletes only after Yes in the confirmation, then goes back to the posts', async () => {
    const { api, user, notify, router } = renderDetail(() => []);
    expect(await screen.findByText('The experts of this category will answer here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    api.delete.mockResolvedValueOnce({ data: null, message: 'Post deleted successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/app/posts'));
    expect(api.delete).toHaveBeenCalledWith(paths.post(5));
    expect(notify.success).toHaveBeenCalledWith('Post deleted successfully');
  });

  it('keeps the post when the delete fails: an Error toast, the dialog still open', async () => {
    const { api, user, notify, router } = renderDetail(() => []);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    api.delete.mockRejectedValueOnce(new ApiError(500, { message: 'Server error' }, 'Server error'));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Server error', 'Error'));
    expect(screen.getByRole('dialog', { name: 'Delete this post?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/app/posts/5');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("marks a post past its expiration date 'Expired', and offers Retry when its answers cannot be read", async () => {
    let fail = true;
    const { api } = fakeApi((path) => {
      if (path === paths.post(5)) {
        return envelope(
          aPost({ expiration_date: '2020-01-08T10:00:00.000Z', is_expired: true, answers_count: 1 }),
        );
      }
      if (path === paths.postAnswers(5)) {
        if (fail) throw new Error('Answers are down');
        return page([anAnswer()], 1, 1);
      }
      throw new Error(`unexpected ${path}`);
    });
    renderWithShell(
      <PostDetail postId={5} postsPath="/customer/app/posts" expertsPath="/customer/app/experts" />,
      { api, url: '/customer/app/posts/5' },
    );
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(await screen.findByText('Answers are down')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Eva Lindqvist' })).toBeTruthy();
  });

  it("says so when the post is not the customer's or does not exist", async () => {
    renderDetail(() => [], 'en', true);
    expect(await screen.findByText('This post does not exist or is not yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my posts' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    const { user } = renderDetail(() => [anAnswer()], 'es');
    expect(await screen.findByRole('heading', { name: '1 respuesta' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta publicación?' });
    expect(within(dialog).getByRole('button', { name: 'Sí' })).toBeTruthy();
  });
});
