/**
 * Realtime sockets held open through the faults, behaving as the shell's connection does
 * (shell/src/realtime/connection.ts): a dropped socket is opened again with exponential backoff
 * and jitter, and once a reopened socket is ready the inbox is read again (GET /notifications),
 * which is how the page gets back what it missed while it was away.
 */
import {
  API_PREFIX,
  type AppNotification,
  NOTIFICATIONS_PER_PAGE,
  paths,
  REALTIME_BEARER_PROTOCOL,
  REALTIME_CLOSE,
  type RealtimeServerMessage,
} from 'shared-contracts';
import WebSocket from 'ws';

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export interface SocketUser {
  id: number;
  token: string;
}

/** What one user's socket saw. */
export interface SocketRecord {
  user: SocketUser;
  /** Notifications pushed on the socket, by id, with when they arrived. */
  live: Map<number, number>;
  /** Notifications found by reading the inbox again after a reconnection. */
  reread: Set<number>;
  reconnections: number;
  /** When each reopened socket was ready (ms since the epoch). */
  reopenedAt: number[];
  ready: boolean;
  /** Closes other than the bench's own, by code. */
  closes: Record<string, number>;
}

export function openSockets(baseUrl: string, users: SocketUser[]) {
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}${API_PREFIX}/${paths.realtime}`;
  let stopped = false;
  const sockets = new Set<WebSocket>();
  const timers = new Set<NodeJS.Timeout>();

  const reread = async (record: SocketRecord) => {
    const query = new URLSearchParams({ per_page: String(NOTIFICATIONS_PER_PAGE.max) });
    const response = await fetch(`${baseUrl}${API_PREFIX}/${paths.notifications}?${query}`, {
      headers: { authorization: `Bearer ${record.user.token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return;
    const page = (await response.json()) as { data: AppNotification[] };
    for (const notification of page.data) record.reread.add(notification.id);
  };

  const records = users.map((user) => {
    const record: SocketRecord = {
      user,
      live: new Map(),
      reread: new Set(),
      reconnections: 0,
      reopenedAt: [],
      ready: false,
      closes: {},
    };
    let attempt = 0;
    let wasReady = false;
    const connect = () => {
      if (stopped) return;
      const socket = new WebSocket(wsUrl, [REALTIME_BEARER_PROTOCOL, user.token]);
      sockets.add(socket);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as RealtimeServerMessage;
        if (message.type === 'ready') {
          record.ready = true;
          attempt = 0;
          if (wasReady) {
            record.reconnections += 1;
            record.reopenedAt.push(Date.now());
            void reread(record).catch(() => {});
          }
          wasReady = true;
        } else if (message.type === 'notification') record.live.set(message.notification.id, Date.now());
      });
      socket.on('error', () => {});
      socket.on('close', (code) => {
        sockets.delete(socket);
        record.ready = false;
        if (stopped) return;
        record.closes[code] = (record.closes[code] ?? 0) + 1;
        if (code === REALTIME_CLOSE.unauthenticated) return;
        const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt += 1;
        const timer = setTimeout(() => {
          timers.delete(timer);
          connect();
        }, delay);
        timers.add(timer);
      });
    };
    connect();
    return record;
  });

  return {
    records,
    readyCount: () => records.filter((record) => record.ready).length,
    close() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.terminate();
    },
  };
}
