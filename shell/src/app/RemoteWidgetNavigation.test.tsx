import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { RemoteLoadError } from 'shared-contracts';
import { RemoteWidget } from 'shared-contracts/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { load } from '../test/fake-federation.ts';
import { renderInShell } from '../test/render.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../test/fake-federation.ts')).fakeFederation(importOriginal),
);

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote, module) => {
    if (module.startsWith('./catalog/')) return { messages: {} } as never;
    throw new RemoteLoadError(remote, module);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A page that moves on by itself once an answer arrives, as the social sign-in callback does. */
function MovesOn() {
  const navigate = useNavigate();
  useEffect(() => {
    void Promise.resolve().then(() => navigate('/home', { replace: true }));
  }, [navigate]);
  return <p>Signing in…</p>;
}

describe('a page with a widget whose remote is down', () => {
  it('is reached at once by a navigation, loading the widget once and offering Retry in its place', async () => {
    const { api } = fakeApi({});
    await renderInShell(
      <Routes>
        <Route path="/" element={<MovesOn />} />
        <Route
          path="/home"
          element={
            <RemoteWidget remote="mf_meetings" module="./TodayMeetings" props={{ area: 'customer' }} />
          }
        />
      </Routes>,
      { api },
    );
    // The router renders the next page in a transition: each render that suspended before it
    // committed used to make a new lazy component and start the load again, hundreds of times,
    // holding the old page for 5 s.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'), { timeout: 1_000 });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    const widgetLoads = load.mock.calls.filter(([, module]) => module === './TodayMeetings');
    expect(widgetLoads).toHaveLength(1);
  });
});
