import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError, type SoonMeetingsProps, type TodayMeetingsProps } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer } from '../../test/customer.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { load } from '../../test/fake-federation.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { CustomerHomePage } from './CustomerHomePage.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../../test/fake-federation.ts')).fakeFederation(importOriginal),
);

/** mf_meetings' widgets as the home mounts them: the props they are given, written out. */
function TodayMeetings(props: TodayMeetingsProps) {
  return <section aria-label="Today's meetings">{JSON.stringify(props)}</section>;
}
function SoonMeetings(props: SoonMeetingsProps) {
  return <section aria-label="Soon meetings">{JSON.stringify(props)}</section>;
}

const profile = { ...customer, timezone: 'Europe/Madrid', subscription: { id: 1 } };

describe("the customer home's meetings strips, and a remote that is down", () => {
  let discoveryDown = true;
  beforeEach(() => {
    discoveryDown = true;
    load.mockReset();
    load.mockImplementation(async (remote, module) => {
      if (module.startsWith('./catalog/')) return { messages: {} } as never;
      if (remote === 'mf_meetings' && module === './TodayMeetings')
        return { default: TodayMeetings } as never;
      if (remote === 'mf_meetings' && module === './SoonMeetings') return { default: SoonMeetings } as never;
      if (remote === 'mf_discovery' && module === './PostsStrip' && !discoveryDown) {
        return { default: () => <section aria-label="Posts strip">posts</section> } as never;
      }
      throw new RemoteLoadError(remote, module);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("mounts today's meetings and the soon list of the customer area; the posts strip down shows Retry, which loads it", async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({ 'GET customers/profile': () => ok(profile) });
    await renderInShell(<CustomerHomePage />, { api, route: '/customer/app' });

    const today = await screen.findByRole('region', { name: "Today's meetings" });
    expect(JSON.parse(today.textContent ?? '')).toEqual({
      area: 'customer',
    });
    const soon = screen.getByRole('region', { name: 'Soon meetings' });
    expect(JSON.parse(soon.textContent ?? '')).toEqual({
      area: 'customer',
      meetingsPath: '/customer/app/meetings',
    });

    // The rest of the home still works: the counts and 'Browse categories'.
    expect(screen.getByText('Meetings').previousElementSibling?.textContent).toBe(String(customer.meets));
    expect(screen.getByRole('link', { name: 'Browse categories' })).toBeTruthy();
    const down = await screen.findByText('This section could not be loaded');
    const retry = within(down.closest('[role="alert"]') ?? document.body).getByRole('button', {
      name: 'Retry',
    });
    discoveryDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Posts strip' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({ 'GET customers/profile': () => ok(profile) }, 'es');
    await renderInShell(<CustomerHomePage />, { api, route: '/customer/app', locale: 'es' });
    expect(await screen.findByText('No se pudo cargar esta sección')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: "Today's meetings" })).toBeTruthy();
    expect(screen.getByText('Reuniones').previousElementSibling?.textContent).toBe(String(customer.meets));
  });
});
