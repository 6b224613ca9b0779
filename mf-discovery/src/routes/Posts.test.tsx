import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { type Post, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { aPost } from '../test/posts.ts';
import Posts from './Posts.tsx';

type Answer = (query: Record<string, unknown> | undefined) => ReturnType<typeof page<Post>>;

function renderList(answer: Answer, locale: 'en' | 'es' = 'en', url = '/customer/app/posts') {
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.posts) return answer(query);
    throw new Error(`unexpected ${path}`);
  });
  const view = renderWithShell(<Posts postsPath="/customer/app/posts" />, { api, locale, url });
  return { ...view, get, user: userEvent.setup() };
}

const postQueries = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls.filter(([path]) => path === paths.posts).map(([, query]) => query);

describe("the customer's posts page", () => {
  it('asks the newest ten first and links each post to its page', async () => {
    const { get } = renderList(() =>
      page([aPost({ id: 7, title: 'Knee pain when running', answers_count: 3 })], 1, 1),
    );
    const card = await screen.findByRole('article', { name: 'Knee pain when running' });
    expect(within(card).getByRole('link', { name: 'View 3 replies' }).getAttribute('href')).toBe(
      '/customer/app/posts/7',
    );
    expect(postQueries(get)[0]).toEqual({ page: 1, per_page: 10, order_by: 'created_at', order: 'desc' });
  });

  it('pages with Next, keeping the page in the address', async () => {
    const { get, user } = renderList((query) =>
      query?.page === 2
        ? page([aPost({ id: 2, title: 'An older question' })], 2, 2)
        : page([aPost({ id: 12, title: 'A newer question' })], 1, 2),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'An older question' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(currentUrl().searchParams.get('page')).toBe('2');
    expect(postQueries(get).at(-1)).toMatchObject({ page: 2 });
  });

  it("marks a post past its expiration date 'Expired'", async () => {
    renderList(() =>
      page(
        [
          aPost({
            id: 1,
            title: 'Old question',
            expiration_date: '2020-01-08T10:00:00.000Z',
            is_expired: true,
          }),
          aPost({ id: 2, title: 'Open question' }),
        ],
        1,
        1,
      ),
    );
    const old = await screen.findByRole('article', { name: 'Old question' });
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Open question' })).queryByText('Expired')).toBeNull();
  });

  it("says 'You don't have any post' and still offers 'New post'", async () => {
    const { user } = renderList(() => page([], 1, 1));
    expect(await screen.findByText("You don't have any post")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(await screen.findByRole('dialog', { name: 'New post' })).toBeTruthy();
  });

  it('shows a failure with a Retry that asks again', async () => {
    let fail = true;
    const { get } = renderList(() => {
      if (fail) throw new Error('The server is down');
      return page([aPost({ title: 'Back again' })], 1, 1);
    });
    expect(await screen.findByText('The server is down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeTruthy();
    expect(postQueries(get).length).toBeGreaterThanOrEqual(2);
  });

  it('in Spanish', async () => {
    renderList(
      (query) =>
        query?.page === 1
          ? page([aPost({ title: 'Dolor de rodilla', answers_count: 1 })], 1, 3)
          : page([], 1, 1),
      'es',
    );
    expect(await screen.findByRole('heading', { name: 'Mis publicaciones' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Dolor de rodilla' });
    expect(within(card).getByRole('link', { name: 'Ver 1 respuesta' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva publicación' })).toBeTruthy();
  });

  it('in Spanish, with no post', async () => {
    renderList(() => page([], 1, 1), 'es');
    expect(await screen.findByText('No tienes ninguna publicación')).toBeTruthy();
  });
});
