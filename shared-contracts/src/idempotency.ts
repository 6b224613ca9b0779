/**
 * One idempotency key per user intent. The same intent (same scope, same descriptor) retried by a
 * double click, a network retry or a reload of the page sends the same key, so the api answers the
 * first attempt's result instead of acting twice; a changed intent (another slot, another card)
 * gets a new key; a completed one is forgotten.
 *
 *   const intent = idempotentIntent('booking', { expertId, start, rate, paymentMethodId });
 *   const booked = await api.post(paths.booking(expertId), body, { idempotencyKey: intent.key });
 *   intent.complete();
 *
 * Keys live in sessionStorage (this tab, across reloads) under the scope, beside a stable
 * serialisation of the descriptor; without sessionStorage, in memory for the page's lifetime. A
 * scope holds one intent: a changed descriptor replaces the previous intent and its key.
 */

/** The request header that carries the key; the api reads it in api/src/http/idempotency.ts. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * What makes two attempts the same intent: ids, dates, amounts. It is stored in sessionStorage
 * as it is, so never put a secret in it (card numbers, client secrets, tokens, passwords).
 */
export type IntentDescriptor = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface IdempotentIntent {
  /** The `Idempotency-Key` to send: the same on every attempt of this intent until it completes. */
  readonly key: string;
  /**
   * Forget the key: the next intent of this scope, even an identical one, gets a new key. Call it
   * on success, and after a final refusal the user may try again as a new attempt (a declined
   * card), since a retry with the same key would only be answered the same refusal.
   */
  complete(): void;
}

export interface IntentOptions {
  /** Where keys are kept; default sessionStorage when the page has one, else memory. */
  storage?: IntentStorage;
}

const PREFIX = 'idempotency-intent:';

export function idempotentIntent(
  scope: string,
  descriptor: IntentDescriptor,
  options: IntentOptions = {},
): IdempotentIntent {
  const storage = options.storage ?? defaultStorage();
  const slot = PREFIX + scope;
  const intent = serialise(descriptor);
  const kept = readEntry(storage, slot);
  const key = kept?.intent === intent ? kept.key : crypto.randomUUID();
  if (kept?.key !== key) writeEntry(storage, slot, { intent, key });
  return {
    key,
    complete() {
      // A newer intent of the same scope may have replaced this one meanwhile; keep that one.
      if (readEntry(storage, slot)?.key === key) storage.removeItem(slot);
    },
  };
}

/** The same text for the same entries in any order; undefined entries are left out. */
function serialise(descriptor: IntentDescriptor): string {
  const entries = Object.entries(descriptor)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

interface Entry {
  intent: string;
  key: string;
}

function readEntry(storage: IntentStorage, slot: string): Entry | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(slot) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as Entry).intent === 'string' &&
      typeof (parsed as Entry).key === 'string'
    )
      return parsed as Entry;
  } catch {
    // Text that is not an entry of ours: no intent kept.
  }
  return undefined;
}

function writeEntry(storage: IntentStorage, slot: string, entry: Entry) {
  try {
    storage.setItem(slot, JSON.stringify(entry));
  } catch {
    // Storage full: this attempt still sends its key; the next one of this intent gets a new one.
  }
}

const memory = new Map<string, string>();
const memoryStorage: IntentStorage = {
  getItem: (name) => memory.get(name) ?? null,
  setItem: (name, value) => {
    memory.set(name, value);
  },
  removeItem: (name) => {
    memory.delete(name);
  },
};

/** sessionStorage when this page can write to it (not in sandboxed frames, some private modes). */
function defaultStorage(): IntentStorage {
  try {
    const probe = `${PREFIX}probe`;
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return memoryStorage;
  }
}
