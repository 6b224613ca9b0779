import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification, Locale, RealtimeEvent } from 'shared-contracts';
import { formatLongDate as longDate } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { useShellExtras } from '../session/shell-extras.ts';
import { type FakeRequest, fakeApi, ok } from '../test/fake-api.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { clockTime, meetingTime } from './notification-text.ts';

const expert = {
  id: 3,
  first_name: 'Eva',
  last_name: 'Lindqvist',
  email: 'eva@example.com',
  profile_picture: null,
  subscription: { id: 1 },
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const meeting = {
  meet_id: 9,
  starts_at: '2026-11-27T14:00:00.000Z',
  ends_at: '2026-11-27T14:30:00.000Z',
};

function note(
  id: number,
  type: AppNotification['type'],
  data: Record<string, unknown>,
  ago = id,
): AppNotification {
  return { id, type, data, created_at: minutesAgo(ago), read_at: null };
}

const booked = note(41, 'meeting.booked', {
  ...meeting,
  rate: 'short',
  expert_id: 3,
  expert_name: 'Eva Lindqvist',
  customer_id: 7,
  customer_name: 'Ana García',
});

/** One of every type, as the api stores them (see api/src/**: notify calls). */
const everyType: AppNotification[] = [
  note(1, 'meeting.booked', booked.data),
  note(2, 'meeting.start_soon', { ...meeting, name: 'Ana García' }),
  note(3, 'meeting.finished', { ...meeting, name: 'Ana García' }),
  note(4, 'meeting.extension_offered', { ...meeting, name: 'Eva Lindqvist' }),
  note(5, 'meeting.extension_requested', {
    meet_id: 9,
    ends_at: meeting.ends_at,
    name: 'Ana García',
    rate: 'short',
  }),
  note(6, 'meeting.extension_accepted', { meet_id: 9, ends_at: meeting.ends_at, name: 'Eva Lindqvist' }),
  note(7, 'meeting.extension_declined', { meet_id: 9, ends_at: meeting.ends_at, name: 'Eva Lindqvist' }),
  note(8, 'meeting.extended', {
    meet_id: 9,
    ends_at: '2026-11-27T14:45:00.000Z',
    name: 'Ana García',
    minutes: 15,
  }),
  note(9, 'feedback.received', {
    feedback_id: 1,
    meet_id: 9,
    rating: 5,
    from: 'customer',
    customer: { id: 7, first_name: 'Ana', last_name: 'García', profile_picture: null },
  }),
  note(10, 'feedback.received', { feedback_id: 2, meet_id: 9, rating: 4, from: 'expert', expert_id: 3 }),
  note(11, 'post.answered', {
    post_id: 12,
    answer_id: 5,
    title: 'Knee pain',
    expert: { id: 3, first_name: 'Eva', last_name: 'Lindqvist' },
  }),
  note(12, 'plan.trial_ending', { subscription_id: 1, trial_ends_at: '2026-12-01T10:00:00.000Z' }),
  note(13, 'plan.renewed', { subscription_id: 1, plan_id: 1, ends_at: '2026-12-26T10:00:00.000Z' }),
  note(14, 'plan.expired', { subscription_id: 1, plan_id: 1 }),
  note(15, 'plan.expired', { subscription_id: 1, plan_id: 1, status: 'past_due' }),
  note(16, 'payout.sent', { funds_request_id: 4, amount: 120.5, payout_id: 'po_1' }, 60 * 24 * 10),
];

/** What the fake api has listed, and what PUT /notifications/read marked read of it. */
const listed = new Set<number>();
const read = new Set<number>();

/** A page of the list as the api answers it: `total` listed, of which those not read are unread. */
function page(data: AppNotification[], total: number, current = 1) {
  for (const item of data) listed.add(item.id);
  return {
    body: {
      data: data.map((item) => ({ ...item, read_at: read.has(item.id) ? minutesAgo(0) : null })),
      meta: {
        unread: Math.max(0, total - read.size),
        current_page: current,
        last_page: Math.max(1, Math.ceil(total / 20)),
        per_page: 20,
        total,
        from: data.length ? (current - 1) * 20 + 1 : null,
        to: data.length ? (current - 1) * 20 + data.length : null,
      },
    },
  };
}

/** Hands the test the shell's publish and reconnection signal: what the realtime socket does. */
function Publisher({
  into,
}: {
  into: { publish?: (event: RealtimeEvent) => void; reconnected?: () => void };
}) {
  const extras = useShellExtras();
  into.publish = extras.publishRealtime;
  into.reconnected = extras.realtimeReconnected;
  return null;
}

/** White space runs (Intl's thin and narrow spaces) as one space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

function signedInExpert(
  list: (request: FakeRequest) => { status?: number; body: unknown },
  locale: Locale = 'en',
  extra = {},
) {
  setCookie('userType', 'expert');
  // A new api: nothing listed or read yet.
  listed.clear();
  read.clear();
  return fakeApi(
    {
      'GET experts/profile': () => ok(expert),
      'GET notifications': list,
      'PUT notifications/clear': () => ok({ cleared: 1 }),
      'PUT notifications/read': () => {
        const before = read.size;
        for (const id of listed) read.add(id);
        return ok({ read: read.size - before });
      },
      ...extra,
    },
    locale,
  );
}

async function openPanel(name: RegExp | string = /^Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Each item's text (links, sentence, time), white space normalised. */
function itemTexts(panel: HTMLElement) {
  return within(panel)
    .getAllByRole('listitem')
    .map((item) =>
      spaced(
        [...item.children]
          .filter((part) => !part.hasAttribute('data-fresh-mark'))
          .map((part) => part.textContent)
          .join(' '),
      ),
    );
}

describe('notification bell', () => {
  it('is not there for a guest, who asks for no notifications', async () => {
    const { api, calls } = fakeApi({});
    await renderInShell(<NotificationBell area="customer" />, { api });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(calls.some((call) => call.path === 'notifications')).toBe(false);
  });

  it('shows the count since the last clear in its name and its badge', async () => {
    const { api, calls } = signedInExpert(() => page(everyType.slice(0, 3), 3));
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.parentElement?.textContent).toContain('3');
    const list = calls.find((call) => call.path === 'notifications');
    expect(list?.query.get('page')).toBe('1');
    expect(list?.query.get('per_page')).toBe('20');
  });

  it('lists every type, newest first, in English, with links where they lead', async () => {
    const { api } = signedInExpert(() => page(everyType, everyType.length));
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel('Notifications, 16 unread');
    await within(panel).findAllByRole('listitem');
    const en = 'en';
    expect(itemTexts(panel)).toEqual([
      spaced(
        `New meeting booked Ana García booked a meeting with you: ${meetingTime(meeting.starts_at, meeting.ends_at, en)} 1 minute ago`,
      ),
      `Meeting starts soon Your meeting with Ana García starts at ${clockTime(meeting.starts_at, en)}. 2 minutes ago`,
      'Meeting finished Your meeting with Ana García has finished. 3 minutes ago',
      'More time available Your meeting with Eva Lindqvist is ending: you can ask for more time. 4 minutes ago',
      'More time requested Ana García asks to extend your meeting. 5 minutes ago',
      'Extension accepted Eva Lindqvist accepted more time: pay to extend the meeting. 6 minutes ago',
      'Extension declined Eva Lindqvist declined more time; the meeting ends as planned. 7 minutes ago',
      `Meeting extended Ana García extended your meeting by 15 min; it now ends at ${clockTime('2026-11-27T14:45:00.000Z', en)}. 8 minutes ago`,
      'New review Ana García rated your meeting 5 out of 5. 9 minutes ago',
      'New feedback Your expert left you feedback: 4 out of 5. 10 minutes ago',
      'New answer to your post Eva Lindqvist answered your post "Knee pain". 11 minutes ago',
      `Your trial ends soon Your free trial ends on ${longDate('2026-12-01T10:00:00.000Z', en)}. 12 minutes ago`,
      `Plan renewed Your plan was renewed until ${longDate('2026-12-26T10:00:00.000Z', en)}. 13 minutes ago`,
      'Plan expired Your plan has ended: customers can no longer book you. 14 minutes ago',
      "Plan payment failed Your plan's renewal could not be charged; update your card to keep it. 15 minutes ago",
      `Payout sent $120.50 is on its way to your bank account. ${longDate(everyType[15]?.created_at ?? '', en)}`,
    ]);
    const href = (name: string) => within(panel).getByRole('link', { name }).getAttribute('href');
    expect(href('New meeting booked')).toBe('/experts/app/meetings');
    expect(href('Meeting starts soon')).toBe('/experts/app/meetings/room/9');
    expect(href('More time available')).toBe('/customer/app/meetings/room/9');
    expect(href('Meeting finished')).toBe('/experts/app/meetings');
    expect(href('New answer to your post')).toBe('/customer/app/posts/12');
    expect(href('Payout sent')).toBe('/experts/app/profits');
    expect(longDate('2026-12-01T10:00:00.000Z', en)).toMatch(/^(November 30|December 1), 2026$/);
  });

  it('speaks Spanish', async () => {
    const { api } = signedInExpert(() => page(everyType, everyType.length), 'es');
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app', locale: 'es' });
    const panel = await openPanel('Notificaciones, 16 sin leer');
    await within(panel).findAllByRole('listitem');
    expect(within(panel).getByRole('heading', { name: 'Notificaciones' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Borrar' })).toBeTruthy();
    const es = 'es';
    expect(itemTexts(panel)).toEqual([
      spaced(
        `Nueva reunión reservada Ana García reservó una reunión contigo: ${meetingTime(meeting.starts_at, meeting.ends_at, es)} hace 1 minuto`,
      ),
      `La reunión empieza pronto Tu reunión con Ana García empieza a las ${clockTime(meeting.starts_at, es)}. hace 2 minutos`,
      'Reunión terminada Tu reunión con Ana García ha terminado. hace 3 minutos',
      'Puedes pedir más tiempo Tu reunión con Eva Lindqvist está terminando: puedes pedir más tiempo. hace 4 minutos',
      'Piden más tiempo Ana García pide extender vuestra reunión. hace 5 minutos',
      'Extensión aceptada Eva Lindqvist aceptó más tiempo: paga para extender la reunión. hace 6 minutos',
      'Extensión rechazada Eva Lindqvist rechazó más tiempo; la reunión termina a la hora prevista. hace 7 minutos',
      `Reunión extendida Ana García extendió vuestra reunión 15 min; ahora termina a las ${clockTime('2026-11-27T14:45:00.000Z', es)}. hace 8 minutos`,
      'Nueva reseña Ana García valoró tu reunión con 5 de 5. hace 9 minutos',
      'Nueva valoración Tu experto te dejó una valoración: 4 de 5. hace 10 minutos',
      'Nueva respuesta a tu publicación Eva Lindqvist respondió a tu publicación "Knee pain". hace 11 minutos',
      `Tu prueba termina pronto Tu prueba gratuita termina el ${longDate('2026-12-01T10:00:00.000Z', es)}. hace 12 minutos`,
      `Plan renovado Tu plan se renovó hasta el ${longDate('2026-12-26T10:00:00.000Z', es)}. hace 13 minutos`,
      'Plan vencido Tu plan ha terminado: los clientes ya no pueden reservarte. hace 14 minutos',
      'Falló el pago del plan No se pudo cobrar la renovación de tu plan; actualiza tu tarjeta para conservarlo. hace 15 minutos',
      spaced(
        `Pago enviado ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(120.5)} va en camino a tu cuenta bancaria. ${longDate(everyType[15]?.created_at ?? '', es)}`,
      ),
    ]);
    expect(longDate('2026-12-26T10:00:00.000Z', es)).toBe('26 de diciembre de 2026');
  });

  it("writes times in the profile's zone, not the browser's, in English and Spanish", async () => {
    // Chatham is UTC+13:45 in November: 14:00 UTC there is 03:45 of the next day.
    const inChatham = [
      note(1, 'meeting.booked', booked.data),
      note(2, 'meeting.start_soon', { ...meeting, name: 'Ana García' }),
      note(3, 'plan.renewed', { subscription_id: 1, plan_id: 1, ends_at: '2026-12-26T12:00:00.000Z' }),
      {
        ...note(4, 'meeting.finished', { ...meeting, name: 'Ana García' }),
        created_at: '2026-11-20T12:00:00.000Z',
        read_at: null,
      },
    ];
    for (const { locale, texts, title } of [
      {
        locale: 'en' as const,
        texts: [
          'New meeting booked Ana García booked a meeting with you: November 28, 2026, 03:45 – 04:15 1 minute ago',
          'Meeting starts soon Your meeting with Ana García starts at 03:45. 2 minutes ago',
          'Plan renewed Your plan was renewed until December 27, 2026. 3 minutes ago',
          'Meeting finished Your meeting with Ana García has finished. November 21, 2026',
        ],
        title: 'November 21, 2026 at 01:45',
      },
      {
        locale: 'es' as const,
        texts: [
          'Nueva reunión reservada Ana García reservó una reunión contigo: 28 de noviembre de 2026, 3:45–4:15 hace 1 minuto',
          'La reunión empieza pronto Tu reunión con Ana García empieza a las 03:45. hace 2 minutos',
          'Plan renovado Tu plan se renovó hasta el 27 de diciembre de 2026. hace 3 minutos',
          'Reunión terminada Tu reunión con Ana García ha terminado. 21 de noviembre de 2026',
        ],
        title: '21 de noviembre de 2026 a las 1:45',
      },
    ]) {
      const { api } = signedInExpert(() => page(inChatham, inChatham.length), locale, {
        'GET experts/profile': () => ok({ ...expert, timezone: 'Pacific/Chatham' }),
      });
      const { unmount } = await renderInShell(<NotificationBell area="expert" />, {
        api,
        route: '/experts/app',
        locale,
      });
      const panel = await openPanel(/^(Notifications|Notificaciones), 4/);
      await within(panel).findAllByRole('listitem');
      expect(itemTexts(panel)).toEqual(texts.map(spaced));
      expect(within(panel).getByTitle(title)).toBeTruthy();
      unmount();
    }
  });

  it("tells of cancelled, moved and missed meetings, in English and Spanish, linking to the reader's meetings", async () => {
    const changes = [
      note(1, 'meeting.cancelled', { ...meeting, name: 'Ana García', by: 'customer', refund: 0 }),
      note(2, 'meeting.cancelled', { ...meeting, name: 'Ana García', by: 'customer', refund: 28.05 }),
      note(3, 'meeting.rescheduled', {
        ...meeting,
        name: 'Ana García',
        by: 'customer',
        previous_starts_at: '2026-11-26T14:00:00.000Z',
      }),
      note(4, 'meeting.no_show', { ...meeting, name: 'Ana García', absent: 'customer', refund: 0 }),
      note(5, 'meeting.no_show', { ...meeting, name: 'Ana García', absent: 'expert', refund: 28.05 }),
    ];
    const when = (locale: string) => spaced(meetingTime(meeting.starts_at, meeting.ends_at, locale));
    const { api } = signedInExpert(() => page(changes, changes.length));
    const { unmount } = await renderInShell(<NotificationBell area="expert" />, {
      api,
      route: '/experts/app',
    });
    const panel = await openPanel('Notifications, 5 unread');
    await within(panel).findAllByRole('listitem');
    const texts = itemTexts(panel);
    expect(texts[0]).toContain(
      `Meeting cancelled Ana García cancelled the meeting of ${when('en')} less than 24 hours ahead: the payment stays yours.`,
    );
    expect(texts[1]).toContain(
      `Ana García cancelled the meeting of ${when('en')}; the customer is refunded.`,
    );
    expect(texts[2]).toContain(`Meeting rescheduled Ana García moved your meeting to ${when('en')}.`);
    expect(texts[3]).toContain('The customer did not join The meeting with Ana García did not take place');
    expect(texts[4]).toContain(
      'The expert did not join The meeting with Ana García did not take place: $28.05',
    );
    expect(within(panel).getAllByRole('link', { name: 'Meeting cancelled' })[0]?.getAttribute('href')).toBe(
      '/experts/app/meetings',
    );
    unmount();

    const toCustomer = [
      note(6, 'meeting.cancelled', { ...meeting, name: 'Eva Lindqvist', by: 'expert', refund: 28.05 }),
    ];
    const spanish = signedInExpert(() => page(toCustomer, 1), 'es');
    await renderInShell(<NotificationBell area="expert" />, {
      api: spanish.api,
      route: '/experts/app',
      locale: 'es',
    });
    const panelEs = await openPanel(/^Notificaciones/);
    await within(panelEs).findAllByRole('listitem');
    expect(itemTexts(panelEs)[0]).toContain(
      spaced(
        `Reunión cancelada Eva Lindqvist canceló tu reunión del ${when('es')}. Se te reembolsarán ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(28.05)} en su totalidad.`,
      ),
    );
    expect(within(panelEs).getByRole('link', { name: 'Reunión cancelada' }).getAttribute('href')).toBe(
      '/customer/app/meetings',
    );
  });

  it("loads the next page with 'Load more' until all are there", async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      note(100 - i, 'meeting.finished', { ...meeting, name: `Person ${i + 1}` }, i + 1),
    );
    const { api, calls } = signedInExpert((request) => {
      const number = Number(request.query.get('page'));
      return page(all.slice((number - 1) * 20, number * 20), all.length, number);
    });
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel('Notifications, 25 unread');
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(25));
    expect(itemTexts(panel)[24]).toContain('Person 25');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    // Page 1 on load and again on opening (what the socket missed while down), then page 2.
    expect(
      calls.filter((call) => call.path === 'notifications').map((call) => call.query.get('page')),
    ).toEqual(['1', '1', '2']);
  });

  it("'Clear' clears them on the api and empties the list and the count", async () => {
    let cleared = false;
    const { api, calls } = signedInExpert(() => (cleared ? page([], 0) : page([booked], 1)), 'en', {
      'PUT notifications/clear': () => {
        cleared = true;
        return ok({ cleared: 1 });
      },
    });
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel('Notifications, 1 unread');
    await within(panel).findByText(/Ana García booked a meeting/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT' && call.path === 'notifications/clear')).toBe(true);
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Clear' }).hasAttribute('disabled')).toBe(true);
    // Focus stays in the panel (on its title), so Escape still closes it and returns to the bell.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, none unread' }));
  });

  it('a new notification published by the socket counts and lists at once; a clear in another tab empties it', async () => {
    const older = note(40, 'meeting.finished', { ...meeting, name: 'Ana García' }, 60);
    // What the api has stored: the socket's notification is stored before it is pushed.
    const stored = [older];
    const { api, calls } = signedInExpert(() => page(stored, stored.length));
    const hub: { publish?: (event: RealtimeEvent) => void } = {};
    await renderInShell(
      <>
        <Publisher into={hub} />
        <NotificationBell area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    const panel = await openPanel('Notifications, 1 unread');
    await within(panel).findByText(/has finished/);
    // Opened: read. The load and the read again after marking them read.
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    await waitFor(() => expect(calls.filter((call) => call.path === 'notifications')).toHaveLength(2));
    const fetched = calls.filter((call) => call.path === 'notifications').length;
    const arrived = { ...booked, created_at: new Date().toISOString() };
    stored.unshift(arrived);
    act(() => hub.publish?.({ type: 'notification', notification: arrived }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(itemTexts(panel)[0]).toMatch(/^New meeting booked Ana García booked a meeting with you: .* now$/);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    // The same notification again (a reconnection) is not counted twice; nothing is fetched again.
    act(() => hub.publish?.({ type: 'notification', notification: booked }));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'notifications')).toHaveLength(fetched);

    // Another tab cleared them: the api has none, this tab is told.
    stored.length = 0;
    act(() => hub.publish?.({ type: 'notifications.cleared' }));
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeTruthy();
  });

  it('opening marks them read: the badge clears, those unread until then say New, and a reload keeps them read', async () => {
    const older = note(40, 'meeting.finished', { ...meeting, name: 'Ana García' }, 60);
    const { api, calls } = signedInExpert(() => page([booked, older], 2));
    const first = await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel('Notifications, 2 unread');
    await within(panel).findByText(/has finished/);
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(calls.filter((call) => call.method === 'PUT' && call.path === 'notifications/read')).toHaveLength(
      1,
    );
    expect(within(panel).getAllByText('New')).toHaveLength(2);
    // Still listed: reading is not clearing.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    first.unmount();

    // The page loaded again: none unread, nothing marked New, and opening marks nothing.
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const again = await openPanel('Notifications, none unread');
    expect(await within(again).findAllByRole('listitem')).toHaveLength(2);
    expect(within(again).queryByText('New')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT' && call.path === 'notifications/read')).toHaveLength(
      1,
    );
  });

  it('the bell opened in another tab clears the count here too (the socket says so)', async () => {
    const { api } = signedInExpert(() => page([booked], 1));
    const hub: { publish?: (event: RealtimeEvent) => void } = {};
    await renderInShell(
      <>
        <Publisher into={hub} />
        <NotificationBell area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => hub.publish?.({ type: 'notifications.read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeTruthy();
  });

  it('reads the list again when the socket is back after a drop: what arrived meanwhile counts', async () => {
    const older = note(40, 'meeting.finished', { ...meeting, name: 'Ana García' }, 60);
    const stored = [older];
    const { api, calls } = signedInExpert(() => page(stored, stored.length));
    const hub: { reconnected?: () => void } = {};
    await renderInShell(
      <>
        <Publisher into={hub} />
        <NotificationBell area="expert" />
      </>,
      { api, route: '/experts/app' },
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const fetched = calls.filter((call) => call.path === 'notifications').length;
    // Stored while the socket was down: never pushed to this tab.
    stored.unshift({ ...booked, created_at: new Date().toISOString() });
    act(() => hub.reconnected?.());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(calls.filter((call) => call.path === 'notifications')).toHaveLength(fetched + 1);
    const panel = await openPanel('Notifications, 2 unread');
    expect(itemTexts(panel)[0]).toMatch(/^New meeting booked Ana García booked a meeting with you/);
  });

  it('says so when there are none', async () => {
    const { api } = signedInExpert(() => page([], 0));
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel('Notifications, none unread');
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(
      within(panel).getByText('New bookings, meeting reminders and answers will show here.'),
    ).toBeTruthy();
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    let fail = true;
    const { api } = signedInExpert(() =>
      fail ? { status: 404, body: { message: 'Not found.' } } : page([booked], 1),
    );
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const panel = await openPanel();
    expect(await within(panel).findByText('The notifications could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText(/Ana García booked a meeting/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('Escape closes the panel and gives focus back to the bell; a link closes it and goes there', async () => {
    const { api } = signedInExpert(() => page([booked], 1));
    await renderInShell(<NotificationBell area="expert" />, { api, route: '/experts/app' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText(/Ana García booked a meeting/);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    await userEvent.click(await within(again).findByRole('link', { name: 'New meeting booked' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experts/app/meetings'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
