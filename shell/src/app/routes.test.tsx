import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteTargetsOf } from '../remote-pages/route-remotes.ts';
import { customer } from '../test/customer.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { load } from '../test/fake-federation.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import { AppRoutes } from './routes.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../test/fake-federation.ts')).fakeFederation(importOriginal),
);
const mounts = vi.fn();

/** Stands in for every remote module: shows the props it got and counts its mounts. */
function FakeRemote(props: object) {
  const [mountedWith] = useState(props);
  useEffect(() => mounts(mountedWith), [mountedWith]);
  return (
    <>
      <output data-testid="remote">{JSON.stringify(props)}</output>
      <Link to="/experts/8">next expert</Link>
    </>
  );
}

function renderAt(route: string) {
  return renderInShell(<AppRoutes />, {
    api: fakeApi({ 'GET customers/profile': () => ok(customer) }).api,
    route,
  });
}

/** The module the router asked for, or null once the page shows without one. */
async function moduleRenderedAt(route: string) {
  load.mockClear();
  const { unmount } = await renderAt(route);
  await waitFor(() => expect(document.querySelector('main, [data-testid="remote"]')).toBeTruthy());
  // Every module of the page (a remote page's, or the widgets of a shell page), once each.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  const asked = load.mock.calls.filter(([, module]) => !module.startsWith('./catalog/'));
  unmount();
  const byRemote = new Map<string, Set<string>>();
  for (const [remote, module] of asked) byRemote.set(remote, (byRemote.get(remote) ?? new Set()).add(module));
  return [...byRemote].map(([remote, modules]) => ({ remote, modules: [...modules] }));
}

describe('app routes from the table', () => {
  beforeEach(() => {
    mounts.mockReset();
    load.mockReset();
    load.mockImplementation(async (_remote, module) =>
      module.startsWith('./catalog/') ? ({ messages: {} } as never) : ({ default: FakeRemote } as never),
    );
  });

  it('renders a guest remote page with the props the table gives', async () => {
    await renderAt('/experts/7');
    expect((await screen.findByTestId('remote')).textContent).toBe(
      '{"area":"guest","expertId":7,"searchPath":"/experts/search","bookingPath":"/customer/app/experts/7/booking"}',
    );
    expect(load).toHaveBeenCalledWith('mf_discovery', './ExpertProfile');
  });

  it.each([
    ['/experts/abc', 'guest'],
    ['/experts/0', 'guest'],
    ['/customer/app/experts/abc', 'customer'],
  ])('shows the not-found page at %s (%s), without loading a remote', async (path, who) => {
    if (who === 'customer') setCookie('userType', 'customer');
    await renderAt(path);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(load).not.toHaveBeenCalledWith('mf_discovery', './ExpertProfile');
  });

  it('sends a guest from a customer remote page to the customer login', async () => {
    await renderAt('/customer/app/experts/search?c=health');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/customer/login'));
    expect(load).not.toHaveBeenCalledWith('mf_discovery', './ExpertSearch');
  });

  it('renders a customer remote page for a signed-in customer', async () => {
    setCookie('userType', 'customer');
    await renderAt('/customer/app/experts/search?c=health');
    expect((await screen.findByTestId('remote')).textContent).toBe(
      '{"area":"customer","expertsPath":"/customer/app/experts"}',
    );
    expect(load).toHaveBeenCalledWith('mf_discovery', './ExpertSearch');
  });

  it('sends a signed-in customer with no expert profile from the expert area to their home', async () => {
    setCookie('userType', 'customer');
    for (const route of ['/experts/app', '/experts/app/profits']) {
      const { unmount } = await renderAt(route);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/customer/app'));
      unmount();
    }
    expect(load).not.toHaveBeenCalledWith('mf_expert_studio', './Profits');
  });

  it('mounts the remote afresh when the params change', async () => {
    await renderAt('/experts/7');
    await screen.findByTestId('remote');
    await userEvent.click(screen.getByRole('link', { name: 'next expert' }));
    await waitFor(() => expect(screen.getByTestId('remote').textContent).toContain('"expertId":8'));
    expect(mounts.mock.calls.map(([props]) => (props as { expertId: number }).expertId)).toEqual([7, 8]);
  });

  it.each([
    '/experts',
    '/experts/search?c=health',
    '/experts/3',
    '/experts/login',
    '/experts/abc',
    '/customer/login',
    '/',
    '/customer/app',
    '/customer/app/experts',
    '/customer/app/experts/search',
    '/customer/app/experts/5',
    '/customer/app/experts/5x',
  ])('preloads on intent what the router renders at %s (signed-in customer)', async (path) => {
    setCookie('userType', 'customer');
    expect(remoteTargetsOf(path)).toEqual(await moduleRenderedAt(path));
  });
});
