import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { type LoadRemote, preloadRemoteView, RemoteView } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api.ts';
import { renderWithShell } from './render-with-shell.tsx';

function Search() {
  return <Button>Search experts</Button>;
}

function loader() {
  const load = vi.fn(async () => ({ default: Search }));
  return { loadRemote: load as unknown as LoadRemote, load };
}

const view = (
  <RemoteView
    remote="mf_discovery"
    module="./CategorySearch"
    props={{ searchPath: '/experts/search' }}
    variant="page"
    loading={<p>Loading page</p>}
  />
);

describe('a remote view loaded ahead (a server-rendered page before its hydration)', () => {
  it('renders its module in its first pass, never its loader', async () => {
    const { loadRemote, load } = loader();
    await preloadRemoteView(loadRemote, 'mf_discovery', './CategorySearch');
    renderWithShell(view, { api: fakeApi().api, loadRemote });
    // No waiting: the module is on the screen in the render itself.
    expect(screen.getByRole('button', { name: 'Search experts' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows its loader first when nothing was loaded ahead', async () => {
    const { loadRemote } = loader();
    renderWithShell(view, { api: fakeApi().api, loadRemote });
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'Search experts' })).toBeTruthy();
  });
});
