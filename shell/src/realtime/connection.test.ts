import { REALTIME_CLOSE } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRealtime, realtimeUrl, reconnectDelay, type SocketLike } from './connection.ts';

class FakeSocket implements SocketLike {
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closed: number | null = null;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }
  close(code = 1000) {
    this.closed = code;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket };
}

describe('realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the api's /realtime on the page's own origin, wss on https", () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/api/v1/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'expertia.example' })).toBe(
      'wss://expertia.example/api/v1/realtime',
    );
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(reconnectDelay(0, 1000, 30_000, 1)).toBe(1000);
    expect(reconnectDelay(1, 1000, 30_000, 1)).toBe(2000);
    expect(reconnectDelay(3, 1000, 30_000, 0)).toBe(4000);
    expect(reconnectDelay(10, 1000, 30_000, 1)).toBe(30_000);
  });

  it('hands every message on, reconnects a dropped socket with growing waits, and starts over after ready', () => {
    const { sockets, createSocket } = fakeSockets();
    const messages: unknown[] = [];
    openRealtime({
      url: 'ws://test/realtime',
      createSocket,
      onMessage: (m) => messages.push(m),
      random: () => 1,
    });
    expect(sockets).toHaveLength(1);
    sockets[0]?.receive({ type: 'ready', user_id: 3 });
    sockets[0]?.onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ type: 'ready', user_id: 3 }]);

    sockets[0]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    // Once the server says ready, the next drop waits the shortest time again.
    sockets[2]?.receive({ type: 'ready', user_id: 3 });
    sockets[2]?.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('does not retry a socket closed for want of a session (4401)', () => {
    const { sockets, createSocket } = fakeSockets();
    openRealtime({ url: 'ws://test/realtime', createSocket, onMessage: () => {} });
    sockets[0]?.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('close() closes the socket and cancels a pending reconnection', () => {
    const { sockets, createSocket } = fakeSockets();
    const first = openRealtime({ url: 'ws://test/realtime', createSocket, onMessage: () => {} });
    first.close();
    expect(sockets[0]?.closed).toBe(1000);

    const second = openRealtime({ url: 'ws://test/realtime', createSocket, onMessage: () => {} });
    sockets[1]?.drop();
    second.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('signals a reconnection when a socket opened again after a drop is ready, never on the first', () => {
    const { sockets, createSocket } = fakeSockets();
    const order: string[] = [];
    openRealtime({
      url: 'ws://test/realtime',
      createSocket,
      onMessage: (m) => order.push(m.type),
      onReconnected: () => order.push('reconnected'),
      random: () => 1,
    });
    sockets[0]?.receive({ type: 'ready', user_id: 3 });
    sockets[0]?.receive({ type: 'pong' });
    expect(order).toEqual(['ready', 'pong']);

    // A socket that drops before it is ready is not a reconnection yet; the one after is.
    sockets[0]?.drop();
    vi.advanceTimersByTime(1000);
    sockets[1]?.drop();
    vi.advanceTimersByTime(2000);
    expect(order).toEqual(['ready', 'pong']);
    sockets[2]?.receive({ type: 'ready', user_id: 3 });
    sockets[2]?.receive({ type: 'ready', user_id: 3 });
    expect(order).toEqual(['ready', 'pong', 'ready', 'reconnected', 'ready']);
  });

  it('reopens a socket the server closed for missed events (1012) and signals the reconnection', () => {
    const { sockets, createSocket } = fakeSockets();
    const reconnected = vi.fn();
    openRealtime({
      url: 'ws://test/realtime',
      createSocket,
      onMessage: () => {},
      onReconnected: reconnected,
    });
    sockets[0]?.receive({ type: 'ready', user_id: 3 });
    sockets[0]?.drop(REALTIME_CLOSE.missedEvents);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.receive({ type: 'ready', user_id: 3 });
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('does not signal a reconnection when the first socket only becomes ready after failed attempts', () => {
    const { sockets, createSocket } = fakeSockets();
    const onReconnected = vi.fn();
    openRealtime({ url: 'ws://test/realtime', createSocket, onMessage: () => {}, onReconnected });
    sockets[0]?.drop();
    vi.advanceTimersByTime(1000);
    sockets[1]?.receive({ type: 'ready', user_id: 3 });
    expect(onReconnected).not.toHaveBeenCalled();
  });
});
