import { Journal } from './journal.ts';

/** A Stripe object as answered to clients. */
export type StripeObject = { id: string; object: string; created?: number; [field: string]: unknown };

interface IdempotentAnswer {
  method: string;
  url: string;
  bodyHash: string;
  status: number;
  body: unknown;
}

/** A webhook not yet delivered to an endpoint (kept so a restart delivers it). */
interface PendingDelivery {
  event: string;
  endpoint: string;
}

/** Everything the stand-in knows: a snapshot plus a journal of changes, so it survives a restart. */
export interface StandInState {
  /** Objects by collection (`customers`, `payment_intents`, …) then id, oldest first. */
  objects: Record<string, Record<string, StripeObject>>;
  /** Card numbers by payment method id: never answered, only used to decide outcomes. */
  cardNumbers: Record<string, string>;
  /** Payment methods whose authentication succeeded during a setup (off-session use allowed). */
  setUpForOffSession: Record<string, true>;
  /** Answers by api key + idempotency key. */
  idempotency: Record<string, IdempotentAnswer>;
  /** Webhook deliveries waiting, oldest first, by event id + endpoint id. */
  deliveries: Record<string, PendingDelivery>;
}

/** The keyed tables besides the objects. */
export type Table = Exclude<keyof StandInState, 'objects'>;

/** One journal line: an object (or `null` once removed), or a table entry (or `null` once removed). */
type Change =
  | { collection: string; id: string; value: StripeObject | null }
  | { table: Table; key: string; value: unknown };

/** Journal size that makes it fold into the snapshot. */
const COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

function emptyState(): StandInState {
  return { objects: {}, cardNumbers: {}, setUpForOffSession: {}, idempotency: {}, deliveries: {} };
}

function applyChange(state: StandInState, change: Change) {
  if ('collection' in change) state.objects[change.collection] ??= {};
  const target: Record<string, unknown> =
    'collection' in change ? (state.objects[change.collection] ?? {}) : state[change.table];
  const key = 'collection' in change ? change.id : change.key;
  if (change.value === null) delete target[key];
  else target[key] = change.value;
}

/**
 * The state in memory. Every change goes through `put`, `touch`, `remove` or `set`, which note what
 * changed; `flush` appends those objects and entries, as they are then, to the journal.
 */
export class StateStore {
  /** What changed since the last flush, by collection/table and id (the latest value is written). */
  private readonly changed = new Map<
    string,
    { collection: string; id: string } | { table: Table; key: string }
  >();

  private readonly journal: Journal<StandInState, Change>;
  private readonly state: StandInState;

  private constructor(journal: Journal<StandInState, Change>, state: StandInState) {
    this.journal = journal;
    this.state = state;
  }

  static async open(
    snapshotFile: string,
    options: { compactAfterBytes?: number | undefined } = {},
  ): Promise<StateStore> {
    const { journal, snapshot } = await Journal.open<StandInState, Change>({
      snapshotFile,
      empty: emptyState,
      apply: applyChange,
      compactAfterBytes: options.compactAfterBytes ?? COMPACT_AFTER_BYTES,
    });
    return new StateStore(journal, snapshot);
  }

  /** The objects of a collection, to read: changes go through `put`, `touch` or `remove`. */
  collection(name: string): Readonly<Record<string, StripeObject>> {
    return this.state.objects[name] ?? {};
  }

  get(name: string, id: string): StripeObject | undefined {
    const objects = this.collection(name);
    return Object.hasOwn(objects, id) ? objects[id] : undefined;
  }

  put<T extends StripeObject>(name: string, value: T): T {
    this.state.objects[name] ??= {};
    this.state.objects[name][value.id] = value;
    this.changed.set(`o:${name}:${value.id}`, { collection: name, id: value.id });
    return value;
  }

  /** Records an object of the collection changed in place. */
  touch(name: string, id: string) {
    this.changed.set(`o:${name}:${id}`, { collection: name, id });
  }

  remove(name: string, id: string) {
    if (this.state.objects[name]) delete this.state.objects[name][id];
    this.changed.set(`o:${name}:${id}`, { collection: name, id });
  }

  entry<T extends Table>(table: T, key: string): StandInState[T][string] | undefined {
    const entries = this.state[table];
    return Object.hasOwn(entries, key) ? (entries[key] as StandInState[T][string]) : undefined;
  }

  /** The entries of a table in the order they were made, to read. */
  entries<T extends Table>(table: T): Readonly<StandInState[T]> {
    return this.state[table];
  }

  /** Sets (or with `undefined` removes) an entry of a table. */
  set<T extends Table>(table: T, key: string, value: StandInState[T][string] | undefined) {
    const entries = this.state[table] as Record<string, unknown>;
    if (value === undefined) delete entries[key];
    else entries[key] = value;
    this.changed.set(`t:${table}:${key}`, { table, key });
  }

  /** Appends what changed since the last flush; resolves once it is written. */
  flush(): Promise<void> {
    const changes: Change[] = [];
    for (const at of this.changed.values()) {
      if ('collection' in at) {
        changes.push({ ...at, value: this.get(at.collection, at.id) ?? null });
      } else {
        changes.push({ ...at, value: this.entry(at.table, at.key) ?? null });
      }
    }
    this.changed.clear();
    return this.journal.append(changes, () => this.state);
  }

  /** Writes what is left and closes the journal. */
  async close(): Promise<void> {
    await this.flush();
    await this.journal.close();
  }

  /** Bytes in the journal now (tests check compaction). */
  journalSize(): Promise<number> {
    return this.journal.size();
  }
}
