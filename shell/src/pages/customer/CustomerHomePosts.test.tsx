import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostsStripProps } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer } from '../../test/customer.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { load } from '../../test/fake-federation.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { CustomerHomePage } from './CustomerHomePage.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../../test/fake-federation.ts')).fakeFederation(importOriginal),
);

/** mf_discovery's strip as the home mounts it: where it links, and a post published from it. */
function PostsStrip({ postsPath, onPostsChanged }: PostsStripProps) {
  return (
    <section aria-label="Posts strip">
      <a href={postsPath}>See all posts</a>
      <button type="button" onClick={() => onPostsChanged?.()}>
        Publish
      </button>
    </section>
  );
}

const profile = { ...customer, timezone: 'Europe/Madrid', subscription: null };

describe("the customer home's counts and posts strip", () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(async (remote, module) => {
      if (module.startsWith('./catalog/')) return { messages: {} } as never;
      if (remote === 'mf_discovery' && module === './PostsStrip') return { default: PostsStrip } as never;
      throw new Error(`${remote}/${module} is not part of this test`);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the meetings and posts the profile counts, and reads them again after a post is published', async () => {
    setCookie('userType', 'customer');
    let posts = profile.posts;
    const { api } = fakeApi({ 'GET customers/profile': () => ok({ ...profile, posts }) });
    await renderInShell(<CustomerHomePage />, { api, route: '/customer/app' });
    const stat = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(await screen.findByText('Meetings')).toBeTruthy();
    expect(stat('Meetings')).toBe('2');
    expect(stat('Posts')).toBe('1');

    const strip = await screen.findByRole('region', { name: 'Posts strip' });
    expect(within(strip).getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe(
      '/customer/app/posts',
    );
    posts = 2;
    await userEvent.click(within(strip).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(stat('Posts')).toBe('2'));
  });
});
