import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { paths } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { aCategory } from '../test/fixtures.ts';
import { aPost } from '../test/posts.ts';
import PostsStrip from './PostsStrip.tsx';

const SIGNED_IN = {
  status: 'signed-in',
  userType: 'customer',
  user: { id: 3, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', profile_picture: null },
} as const;

function renderStrip(posts: () => ReturnType<typeof aPost>[], locale: 'en' | 'es' = 'en') {
  const { api, get } = fakeApi((path) => {
    if (path === paths.posts) return page(posts(), 1, 1);
    if (path === paths.categories) return page([aCategory()], 1, 1);
    throw new Error(`unexpected ${path}`);
  });
  const onPostsChanged = vi.fn();
  const view = renderWithShell(
    <PostsStrip postsPath="/customer/app/posts" onPostsChanged={onPostsChanged} />,
    {
      api,
      locale,
      session: SIGNED_IN as never,
      url: '/customer/app',
    },
  );
  return { ...view, api, get, onPostsChanged, user: userEvent.setup() };
}

const postCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.posts).length;

describe('the posts strip', () => {
  it("says 'You don't have any post' and still offers 'New post' and 'See all posts'", async () => {
    renderStrip(() => []);
    expect(await screen.findByText("You don't have any post")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe(
      '/customer/app/posts',
    );
  });

  it("shows each post's title, content, date, 'Expired' past its date, and its replies", async () => {
    renderStrip(() => [
      aPost({ answers_count: 2 }),
      aPost({ id: 6, title: 'Old question', expiration_date: '2026-01-01T00:00:00.000Z', answers_count: 1 }),
    ]);
    const open = await screen.findByRole('article', { name: 'How do I prepare a job interview?' });
    expect(within(open).getByText('I have an interview next week for a senior role.')).toBeTruthy();
    expect(within(open).getByText(/Published November 20, 2026/)).toBeTruthy();
    expect(within(open).queryByText('Expired')).toBeNull();
    expect(within(open).getByRole('link', { name: 'View 2 replies' }).getAttribute('href')).toBe(
      '/customer/app/posts/5',
    );
    expect(within(open).getByRole('link', { name: 'View more' }).getAttribute('href')).toBe(
      '/customer/app/posts/5',
    );
    const old = screen.getByRole('article', { name: 'Old question' });
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(within(old).getByRole('link', { name: 'View 1 reply' })).toBeTruthy();
  });

  it('reads the posts again when an answer arrives on the socket', async () => {
    let count = 0;
    const { get, realtime } = renderStrip(() => [aPost({ answers_count: count })]);
    expect(await screen.findByRole('link', { name: 'No replies yet' })).toBeTruthy();
    const before = postCalls(get);
    count = 1;
    realtime.publish({
      type: 'notification',
      notification: {
        id: 1,
        type: 'post.answered',
        data: { post_id: 5 },
        created_at: '2026-11-21T09:30:00Z',
        read_at: null,
      },
    });
    expect(await screen.findByRole('link', { name: 'View 1 reply' })).toBeTruthy();
    expect(postCalls(get)).toBeGreaterThan(before);
  });

  it("'New post': every field required, content counted up to 600, then 'Create post' publishes it", async () => {
    const { api, user, notify, onPostsChanged } = renderStrip(() => []);
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));
    expect((await within(dialog).findAllByText('Field required')).length).toBe(4);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sleep after night shifts');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'How do I sleep?');
    expect(within(dialog).getByText('15 / 600 characters')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Content' }).getAttribute('maxlength')).toBe('600');
    expect(within(dialog).getByRole('combobox', { name: 'Subcategory' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Health', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Subcategory' }));
    await user.click(await screen.findByRole('option', { name: 'Sleep', hidden: true }));

    api.post.mockResolvedValueOnce({ ...envelope(aPost()), message: 'Post created successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post created successfully'));
    expect(api.post).toHaveBeenCalledWith(paths.posts, {
      title: 'Sleep after night shifts',
      content: 'How do I sleep?',
      category_id: 1,
      subcategory_id: 12,
    });
    expect(onPostsChanged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New post' })).toBeNull());
  });

  it('in Spanish', async () => {
    const { user } = renderStrip(() => [aPost({ answers_count: 3 })], 'es');
    expect(await screen.findByRole('link', { name: 'Ver 3 respuestas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las publicaciones' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nueva publicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva publicación' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear publicación' }));
    expect((await within(dialog).findAllByText('Campo requerido')).length).toBe(4);
  });
});
