import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { load } from '../test/fake-federation.ts';
import { renderInShell } from '../test/render.tsx';
import { RemoteRoute } from './RemoteRoute.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../test/fake-federation.ts')).fakeFederation(importOriginal),
);

function ExpertGrid({ expertsPath }: { expertsPath: string }) {
  return <p>Expert grid linking to {expertsPath}</p>;
}

function Broken(): never {
  throw new Error('bug in the remote');
}

/** The remote's modules: catalogs always load; the component as each test says. */
function remoteWith(component: () => Promise<unknown>) {
  load.mockImplementation(async (_remote, module) => {
    if (module.startsWith('./catalog/')) return { messages: {} } as never;
    return (await component()) as never;
  });
}

function Page() {
  return (
    <>
      <header>Site header</header>
      <RemoteRoute
        remote="mf_discovery"
        module="./ExpertSearch"
        props={{ area: 'guest', expertsPath: '/experts' }}
      />
    </>
  );
}

describe('route error boundary around a remote', () => {
  beforeEach(() => {
    load.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a clear message when the remote is down, keeps the page, and Retry loads it again', async () => {
    const attempts = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        new RemoteLoadError('mf_discovery', 'mf_discovery/ExpertSearch', new Error('502')),
      )
      .mockResolvedValueOnce({ default: ExpertGrid });
    remoteWith(attempts);
    await renderInShell(<Page />, { api: fakeApi({}).api });

    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Expert grid linking to /experts')).toBeTruthy();
    expect(screen.queryByText('This section could not be loaded')).toBeNull();
    expect(attempts).toHaveBeenCalledTimes(2);
  });

  it('says it in Spanish when the page is in Spanish', async () => {
    remoteWith(() => Promise.reject(new RemoteLoadError('mf_discovery', 'mf_discovery/ExpertSearch')));
    await renderInShell(<Page />, { api: fakeApi({}).api, locale: 'es' });
    expect(await screen.findByText('No se pudo cargar esta sección')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('catches a remote that crashes while rendering', async () => {
    remoteWith(async () => ({ default: Broken }));
    await renderInShell(<Page />, { api: fakeApi({}).api });
    expect(await screen.findByText('This section stopped working')).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();
  });
});
