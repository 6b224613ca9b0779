import { describe, expect, it } from 'vitest';
import { createRealtimeHub } from '../src/react/realtime-hub.ts';
import type { RealtimeEvent } from '../src/types/realtime.ts';

const cleared: RealtimeEvent = { type: 'notifications.cleared' };

describe('the realtime hub', () => {
  it('hands each published event to every subscriber until it unsubscribes', () => {
    const hub = createRealtimeHub();
    const first: RealtimeEvent[] = [];
    const second: RealtimeEvent[] = [];
    const stopFirst = hub.subscribe((event) => first.push(event));
    hub.subscribe((event) => second.push(event));
    hub.publish(cleared);
    stopFirst();
    hub.publish({ type: 'meeting.extended', meet_id: 4, ends_at: '2026-11-26T12:00:00.000Z' });
    expect(first).toEqual([cleared]);
    expect(second).toHaveLength(2);
  });

  it('delivers an event to the subscribers there when it was published', () => {
    const hub = createRealtimeHub();
    const late: RealtimeEvent[] = [];
    hub.subscribe(() => {
      hub.subscribe((event) => late.push(event));
    });
    hub.publish(cleared);
    expect(late).toEqual([]);
    hub.publish(cleared);
    expect(late).toEqual([cleared]);
  });
});

describe("the hub's reconnection signal", () => {
  it('reaches the onReconnected listeners, not the event subscribers, until they unsubscribe', () => {
    const hub = createRealtimeHub();
    const events: RealtimeEvent[] = [];
    let reconnections = 0;
    hub.subscribe((event) => events.push(event));
    const stop = hub.onReconnected(() => {
      reconnections += 1;
    });
    hub.reconnected();
    expect(reconnections).toBe(1);
    expect(events).toEqual([]);
    stop();
    hub.reconnected();
    expect(reconnections).toBe(1);
  });
});
