import type { RealtimeEvent } from 'shared-contracts';

/**
 * Per-user channels. `publish` reaches every socket the user holds on any api instance (through
 * Redis when REDIS_URL is set, in process otherwise); `subscribe` is what a socket listens to.
 */
export interface EventBus {
  publish(userId: number, event: RealtimeEvent): Promise<void>;
  subscribe(userId: number, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: a map of user id → listeners. */
export function createLocalBus(): EventBus {
  const listeners = new Map<number, Set<(event: RealtimeEvent) => void>>();
  return {
    async publish(userId, event) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
