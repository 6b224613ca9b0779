import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IntentStorage, idempotentIntent } from '../src/idempotency.ts';
import { IdempotencyKeySchema } from '../src/schemas/fields.ts';

/** A stand-in for the tab's sessionStorage: it outlives a reload, as the browser's does. */
function tabStorage(): IntentStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => {
      entries.set(name, value);
    },
    removeItem: (name) => {
      entries.delete(name);
    },
  };
}

const slot = { expertId: 7, start: '2027-01-04T10:00:00Z', rate: 'short', paymentMethodId: 'pm_card_1' };

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  vi.resetModules();
});

describe('idempotentIntent', () => {
  it('gives a retried intent the same key, whatever the order of its descriptor', () => {
    const storage = tabStorage();
    const first = idempotentIntent('booking', slot, { storage });
    const doubleClick = idempotentIntent('booking', { ...slot }, { storage });
    const reordered = idempotentIntent(
      'booking',
      { paymentMethodId: 'pm_card_1', rate: 'short', start: '2027-01-04T10:00:00Z', expertId: 7 },
      { storage },
    );
    expect(doubleClick.key).toBe(first.key);
    expect(reordered.key).toBe(first.key);
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(v.is(IdempotencyKeySchema, first.key)).toBe(true);
  });

  it('keeps the key in sessionStorage across a reload of the page', async () => {
    const storage = tabStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    const before = idempotentIntent('booking', slot);
    vi.resetModules();
    const reloaded = await import('../src/idempotency.ts');
    expect(reloaded.idempotentIntent).not.toBe(idempotentIntent);
    expect(reloaded.idempotentIntent('booking', slot).key).toBe(before.key);
    expect([...storage.entries.keys()]).toEqual(['idempotency-intent:booking']);
  });

  it('gives a changed intent a new key: another slot, another card, another scope', () => {
    const storage = tabStorage();
    const first = idempotentIntent('booking', slot, { storage }).key;
    const otherSlot = idempotentIntent(
      'booking',
      { ...slot, start: '2027-01-04T11:00:00Z' },
      { storage },
    ).key;
    const otherCard = idempotentIntent('booking', { ...slot, paymentMethodId: 'pm_card_2' }, { storage }).key;
    const otherScope = idempotentIntent('funds-request', { amount: 40 }, { storage }).key;
    expect(new Set([first, otherSlot, otherCard, otherScope]).size).toBe(4);
    // The card changed again: that intent keeps its key until it changes or completes.
    expect(idempotentIntent('booking', { ...slot, paymentMethodId: 'pm_card_2' }, { storage }).key).toBe(
      otherCard,
    );
    expect(idempotentIntent('funds-request', { amount: 40 }, { storage }).key).toBe(otherScope);
  });

  it('forgets a completed intent, so booking the same thing again gets a new key', () => {
    const storage = tabStorage();
    const booked = idempotentIntent('booking', slot, { storage });
    booked.complete();
    expect(storage.entries.size).toBe(0);
    const next = idempotentIntent('booking', slot, { storage });
    expect(next.key).not.toBe(booked.key);
    expect(idempotentIntent('booking', slot, { storage }).key).toBe(next.key);
  });

  it('completing a replaced intent leaves the newer intent of its scope alone', () => {
    const storage = tabStorage();
    const first = idempotentIntent('booking', slot, { storage });
    const second = idempotentIntent('booking', { ...slot, rate: 'large' }, { storage });
    first.complete();
    expect(idempotentIntent('booking', { ...slot, rate: 'large' }, { storage }).key).toBe(second.key);
  });

  it('keeps keys in memory where sessionStorage is missing or refuses writes', () => {
    const withoutStorage = idempotentIntent('booking', slot);
    expect(idempotentIntent('booking', slot).key).toBe(withoutStorage.key);
    withoutStorage.complete();

    const full = tabStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    Object.defineProperty(globalThis, 'sessionStorage', { value: full, configurable: true });
    const refused = idempotentIntent('booking', { ...slot, rate: 'large' });
    expect(idempotentIntent('booking', { ...slot, rate: 'large' }).key).toBe(refused.key);
    expect(refused.key).not.toBe(withoutStorage.key);
  });
});
