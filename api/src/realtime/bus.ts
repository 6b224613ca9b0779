import { Redis } from 'ioredis';
import type { RealtimeEvent } from 'shared-contracts';

/**
 * Stops listening; `ready` resolves once the channel is listened to (at once in process, after
 * SUBSCRIBE on Redis) and rejects when it could not be.
 */
type Unsubscribe = (() => void) & { ready: Promise<void> };

/**
 * Per-user channels. `publish` reaches every socket the user holds on any api instance (through
 * Redis when REDIS_URL is set, in process otherwise); `subscribe` is what a socket listens to.
 */
export interface EventBus {
  publish(userId: number, event: RealtimeEvent): Promise<void>;
  subscribe(userId: number, listener: (event: RealtimeEvent) => void): Unsubscribe;
  /**
   * Calls `listener` each time events may have been missed by this instance's listeners (the Redis
   * subscription was cut and is back); returns what stops calling it.
   */
  onMissedEvents(listener: () => void): () => void;
  close(): Promise<void>;
}

interface BusLog {
  error(details: object, message: string): void;
}

/** The Redis bus when a URL is configured, the in-process one otherwise. */
export function createBus(
  config: { redisUrl: string | undefined; redisChannelPrefix: string },
  log?: BusLog,
): EventBus {
  return config.redisUrl
    ? createRedisBus({ url: config.redisUrl, prefix: config.redisChannelPrefix, log })
    : createLocalBus();
}

/** Listener sets per user; shared by both buses. */
function listenerRegistry() {
  const listeners = new Map<number, Set<(event: RealtimeEvent) => void>>();
  return {
    listeners,
    deliver(userId: number, event: RealtimeEvent) {
      for (const listener of [...(listeners.get(userId) ?? [])]) listener(event);
    },
    /** Adds a listener; true when it is the user's first. */
    add(userId: number, listener: (event: RealtimeEvent) => void): boolean {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return set.size === 1;
    },
    /** Removes a listener; true when it was the user's last. */
    remove(userId: number, listener: (event: RealtimeEvent) => void): boolean {
      const set = listeners.get(userId);
      if (!set?.delete(listener)) return false;
      if (set.size > 0) return false;
      listeners.delete(userId);
      return true;
    },
  };
}

function unsubscribeWith(stop: () => void, ready: Promise<void>): Unsubscribe {
  return Object.assign(stop, { ready });
}

/** One process: a map of user id → listeners. */
function createLocalBus(): EventBus {
  const registry = listenerRegistry();
  return {
    async publish(userId, event) {
      registry.deliver(userId, event);
    },
    subscribe(userId, listener) {
      registry.add(userId, listener);
      return unsubscribeWith(() => registry.remove(userId, listener), Promise.resolve());
    },
    onMissedEvents() {
      // Nothing stands between publish and the listeners in one process.
      return () => {};
    },
    async close() {
      registry.listeners.clear();
    },
  };
}

/**
 * Redis pub/sub: `publish` sends to channel `<prefix>user:<id>`; this instance SUBSCRIBEs to a
 * user's channel while at least one of its sockets listens to that user and UNSUBSCRIBEs when the
 * last one leaves. Events reach local listeners only through Redis, so each arrives once.
 * Delivery is best effort (a notification is stored before it is pushed): a failed publish is
 * logged, not thrown. While the subscriber's connection is down, whatever is published is lost to
 * this instance's listeners; once it is back (ioredis subscribes to the channels again),
 * `onMissedEvents` listeners are told, so that the sockets have their clients read again.
 */
export function createRedisBus(options: { url: string; prefix?: string; log?: BusLog }): EventBus {
  const prefix = options.prefix ?? '';
  const channelOf = (userId: number) => `${prefix}user:${userId}`;
  const publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: false });
  const registry = listenerRegistry();
  /** Per channel, the SUBSCRIBE/UNSUBSCRIBE in flight, so the two never cross. */
  const pending = new Map<string, Promise<unknown>>();
  /** Per channel listened to, its SUBSCRIBE: later listeners are ready with it, or fail with it. */
  const subscriptions = new Map<string, Promise<void>>();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => options.log?.error({ err: error }, 'redis connection error'));
  }
  const missedListeners = new Set<() => void>();
  let cut = false;
  subscriber.on('close', () => {
    cut = true;
  });
  subscriber.on('ready', () => {
    if (!cut) return;
    cut = false;
    for (const listener of [...missedListeners]) listener();
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(`${prefix}user:`)) return;
    const userId = Number(channel.slice(prefix.length + 5));
    let event: RealtimeEvent;
    try {
      event = JSON.parse(text) as RealtimeEvent;
    } catch {
      return;
    }
    registry.deliver(userId, event);
  });

  /** Runs `command` after the channel's earlier one; the answer rejects if the command failed. */
  function queue(channel: string, command: () => Promise<unknown>): Promise<void> {
    const next = (pending.get(channel) ?? Promise.resolve()).then(command, command);
    const settled = next.catch((error) =>
      options.log?.error({ err: error, channel }, 'redis subscription failed'),
    );
    pending.set(channel, settled);
    void settled.then(() => {
      if (pending.get(channel) === settled) pending.delete(channel);
    });
    return next.then(() => {});
  }

  return {
    async publish(userId, event) {
      try {
        await publisher.publish(channelOf(userId), JSON.stringify(event));
      } catch (error) {
        options.log?.error({ err: error, userId }, 'realtime publish failed');
      }
    },
    subscribe(userId, listener) {
      const channel = channelOf(userId);
      const first = registry.add(userId, listener);
      if (first) {
        const subscribing = queue(channel, () => subscriber.subscribe(channel));
        // The listener that awaits `ready` sees the failure; the map's copy must not be unhandled.
        subscribing.catch(() => {});
        subscriptions.set(channel, subscribing);
      }
      const ready = subscriptions.get(channel) ?? Promise.resolve();
      return unsubscribeWith(() => {
        if (!registry.remove(userId, listener)) return;
        subscriptions.delete(channel);
        queue(channel, () => subscriber.unsubscribe(channel)).catch(() => {});
      }, ready);
    },
    onMissedEvents(listener) {
      missedListeners.add(listener);
      return () => missedListeners.delete(listener);
    },
    async close() {
      registry.listeners.clear();
      missedListeners.clear();
      await Promise.allSettled([...pending.values()]);
      await Promise.allSettled(
        [publisher, subscriber].map((client) =>
          client.status === 'ready' ? client.quit() : client.disconnect(),
        ),
      );
    },
  };
}
