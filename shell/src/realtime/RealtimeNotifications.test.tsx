import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { AppNotification, RealtimeEvent } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { AppTopBar } from '../layout/AppTopBar.tsx';
import { meetingTime } from '../notifications/notification-text.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import type { RealtimeOptions } from './connection.ts';
import { RealtimeNotifications } from './RealtimeNotifications.tsx';

const expert = {
  id: 3,
  first_name: 'Eva',
  last_name: 'Lindqvist',
  email: 'eva@example.com',
  profile_picture: null,
  subscription: { id: 1 },
};

const booked: AppNotification = {
  id: 41,
  type: 'meeting.booked',
  created_at: '2026-11-26T10:00:00.000Z',
  read_at: null,
  data: {
    meet_id: 9,
    starts_at: '2026-11-27T14:00:00.000Z',
    ends_at: '2026-11-27T14:30:00.000Z',
    rate: 'short',
    expert_id: 3,
    expert_name: 'Eva Lindqvist',
    customer_id: 7,
    customer_name: 'Ana García',
  },
};

/** Text with every run of white space (Intl puts thin and narrow spaces in ranges) as one space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

/** The toast's text, white space normalised. */
async function toastText(title: string) {
  const toast = (await screen.findByText(title)).closest('[role="alert"]');
  return spaced(toast?.textContent);
}

/** A remote's view of the shell's realtime events. */
function Subscriber({ onEvent }: { onEvent(event: RealtimeEvent): void }) {
  const { realtime } = useShell();
  useEffect(() => realtime.subscribe(onEvent), [realtime, onEvent]);
  return null;
}

/** A remote's view of the shell's reconnection signal. */
function ReconnectionCounter({ onReconnected }: { onReconnected(): void }) {
  const { realtime } = useShell();
  useEffect(() => realtime.onReconnected(onReconnected), [realtime, onReconnected]);
  return null;
}

/** A connection that records what it was given and whether it was closed. */
function fakeConnection() {
  const opened: { options: RealtimeOptions; closed: boolean }[] = [];
  const connect = (options: RealtimeOptions) => {
    const entry = { options, closed: false };
    opened.push(entry);
    return {
      close() {
        entry.closed = true;
      },
    };
  };
  return { opened, connect };
}

function signedInExpert() {
  setCookie('userType', 'expert');
  return fakeApi({ 'GET experts/profile': () => ok(expert), 'POST logout': () => ok(null) });
}

/** The api's list of what it stored, one page, all of it unread. */
function storedPage(stored: AppNotification[]) {
  const meta = { current_page: 1, last_page: 1, per_page: 20, from: null, to: null };
  return { body: { data: stored, meta: { ...meta, total: stored.length, unread: stored.length } } };
}

describe('realtime notifications', () => {
  it('opens no socket for a guest', async () => {
    const { opened, connect } = fakeConnection();
    const { api } = fakeApi({});
    await renderInShell(<RealtimeNotifications connect={connect} />, { api });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toHaveLength(0);
  });

  it("shows a booked meeting to the expert as a toast with the customer's name and the time", async () => {
    const { opened, connect } = fakeConnection();
    const { api } = signedInExpert();
    await renderInShell(<RealtimeNotifications connect={connect} />, { api, route: '/experts/app' });
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.options.onMessage({ type: 'ready', user_id: 3 });
    opened[0]?.options.onMessage({ type: 'notification', notification: booked });
    const when = meetingTime('2026-11-27T14:00:00.000Z', '2026-11-27T14:30:00.000Z', 'en');
    expect(await toastText('New meeting booked')).toContain(
      spaced(`Ana García booked a meeting with you: ${when}`),
    );
    expect(when).toMatch(/November 27, 2026, \d\d:\d\d\s–\s\d\d:\d\d/);
  });

  it("writes the toast's time in the profile's zone, not the browser's", async () => {
    const { opened, connect } = fakeConnection();
    setCookie('userType', 'expert');
    const { api } = fakeApi({ 'GET experts/profile': () => ok({ ...expert, timezone: 'Pacific/Chatham' }) });
    await renderInShell(<RealtimeNotifications connect={connect} />, { api, route: '/experts/app' });
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.options.onMessage({ type: 'notification', notification: booked });
    // Chatham is UTC+13:45 in November.
    expect(await toastText('New meeting booked')).toContain(
      'Ana García booked a meeting with you: November 28, 2026, 03:45 – 04:15',
    );
  });

  it('shows no toast about the meeting whose room is open (the room tells it), and still those of others', async () => {
    const { opened, connect } = fakeConnection();
    const { api } = signedInExpert();
    await renderInShell(<RealtimeNotifications connect={connect} />, { api, route: '/experts/app' });
    await waitFor(() => expect(opened).toHaveLength(1));
    window.history.pushState({}, '', '/experts/app/meetings/room/9');
    try {
      const asked: AppNotification = {
        id: 42,
        type: 'meeting.extension_requested',
        created_at: '2026-11-26T10:00:00.000Z',
        read_at: null,
        data: { meet_id: 9, ends_at: '2026-11-27T14:30:00.000Z', name: 'Ana García', rate: null },
      };
      opened[0]?.options.onMessage({ type: 'notification', notification: asked });
      opened[0]?.options.onMessage({
        type: 'notification',
        notification: { ...booked, id: 43, data: { ...booked.data, meet_id: 10 } },
      });
      expect(await screen.findByText('New meeting booked')).toBeTruthy();
      expect(screen.queryByText('More time requested')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('speaks Spanish, and tells the customer whom the meeting is with', async () => {
    const { opened, connect } = fakeConnection();
    setCookie('userType', 'customer');
    const { api } = fakeApi(
      { 'GET customers/profile': () => ok({ ...expert, id: 7, is_expert: false }) },
      'es',
    );
    await renderInShell(<RealtimeNotifications connect={connect} />, {
      api,
      locale: 'es',
      route: '/customer/app',
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.options.onMessage({ type: 'notification', notification: booked });
    const when = meetingTime('2026-11-27T14:00:00.000Z', '2026-11-27T14:30:00.000Z', 'es');
    expect(await toastText('Reunión reservada')).toContain(
      spaced(`Tu reunión con Eva Lindqvist está reservada: ${when}`),
    );
    expect(when).toMatch(/27 de noviembre de 2026/);
  });

  it("hands every event of the socket (not its ready or pong) to the shell context's realtime subscribers", async () => {
    const { opened, connect } = fakeConnection();
    const { api } = signedInExpert();
    const received: RealtimeEvent[] = [];
    await renderInShell(
      <>
        <RealtimeNotifications connect={connect} />
        <Subscriber onEvent={(event) => received.push(event)} />
      </>,
      { api, route: '/experts/app' },
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.options.onMessage({ type: 'ready', user_id: 3 });
    opened[0]?.options.onMessage({ type: 'meeting.status', meet_id: 9, status: 'start soon' });
    opened[0]?.options.onMessage({ type: 'pong' });
    opened[0]?.options.onMessage({ type: 'notification', notification: booked });
    expect(received).toEqual([
      { type: 'meeting.status', meet_id: 9, status: 'start soon' },
      { type: 'notification', notification: booked },
    ]);
  });

  it('closes the socket on sign-out', async () => {
    const { opened, connect } = fakeConnection();
    const { api } = signedInExpert();
    await renderInShell(
      <>
        <RealtimeNotifications connect={connect} />
        <AppTopBar area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(opened[0]?.closed).toBe(true));
    expect(opened).toHaveLength(1);
  });

  it("a notification on the socket is toasted and counted in the top bar's bell at once", async () => {
    const { opened, connect } = fakeConnection();
    const stored: AppNotification[] = [];
    setCookie('userType', 'expert');
    const { api } = fakeApi({
      'GET experts/profile': () => ok(expert),
      // The api stores the notification as it pushes it: a later read has it.
      'GET notifications': () => storedPage(stored),
    });
    await renderInShell(
      <>
        <RealtimeNotifications connect={connect} />
        <AppTopBar area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' });
    await waitFor(() => expect(opened).toHaveLength(1));
    stored.push(booked);
    opened[0]?.options.onMessage({ type: 'notification', notification: booked });
    expect(await toastText('New meeting booked')).toContain('Ana García booked a meeting with you');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await userEvent.click(bell);
    expect(await screen.findByRole('link', { name: 'New meeting booked' })).toBeTruthy();
  });

  it("tells the shell context's realtime listeners when the socket is back, and the bell reads its list again", async () => {
    const { opened, connect } = fakeConnection();
    const stored: AppNotification[] = [];
    setCookie('userType', 'expert');
    const { api } = fakeApi({
      'GET experts/profile': () => ok(expert),
      'GET notifications': () => storedPage(stored),
    });
    let reconnections = 0;
    await renderInShell(
      <>
        <RealtimeNotifications connect={connect} />
        <ReconnectionCounter onReconnected={() => (reconnections += 1)} />
        <AppTopBar area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' });
    await waitFor(() => expect(opened).toHaveLength(1));
    // Booked while the socket was down: stored, never pushed, no toast.
    stored.push(booked);
    act(() => opened[0]?.options.onReconnected?.());
    expect(reconnections).toBe(1);
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(screen.queryByText('New meeting booked')).toBeNull();
  });
});
