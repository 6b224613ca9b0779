import type { RealtimeEvent } from '../types/realtime.ts';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * The signed-in user's realtime events as the shell hands them to remotes: the shell's one socket
 * per tab publishes each event here; a remote subscribes (meeting lists, the room's extension)
 * and unsubscribes with the function it gets back.
 */
export interface RealtimeEvents {
  subscribe(listener: RealtimeListener): () => void;
  /**
   * Called each time the socket is back after a drop (not on its first connection): events sent
   * while it was down were missed, so what a subscriber shows should be read again.
   */
  onReconnected(listener: () => void): () => void;
}

/** A hub that the shell (or a harness, or a test) publishes events into. */
export interface RealtimeHub extends RealtimeEvents {
  publish(event: RealtimeEvent): void;
  /** The client's own signal (never the server's): the socket is ready again after a drop. */
  reconnected(): void;
}

/** Calls each listener of a set, as it stands when called. */
function listenersOf<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // A listener added or removed while calling does not change this delivery.
    call(...args: Args) {
      for (const listener of [...listeners]) listener(...args);
    },
  };
}

export function createRealtimeHub(): RealtimeHub {
  const events = listenersOf<[RealtimeEvent]>();
  const reconnections = listenersOf<[]>();
  return {
    subscribe: events.add,
    publish: events.call,
    onReconnected: reconnections.add,
    reconnected: reconnections.call,
  };
}
