import type { RealtimeEvent } from '../types/realtime.ts';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * The signed-in user's realtime events as the shell hands them to remotes: the shell's one socket
 * per tab publishes each event here; a remote subscribes (meeting lists, the room's extension)
 * and unsubscribes with the function it gets back.
 */
export interface RealtimeEvents {
  subscribe(listener: RealtimeListener): () => void;
}

/** A hub that the shell (or a harness, or a test) publishes events into. */
export interface RealtimeHub extends RealtimeEvents {
  publish(event: RealtimeEvent): void;
}

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Set<RealtimeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event) {
      // A listener added or removed while publishing does not change this delivery.
      for (const listener of [...listeners]) listener(event);
    },
  };
}
