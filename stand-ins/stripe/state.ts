import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A Stripe object as answered to clients. */
export type StripeObject = { id: string; object: string; created?: number; [field: string]: unknown };

export interface IdempotentAnswer {
  method: string;
  url: string;
  bodyHash: string;
  status: number;
  body: unknown;
}

/** Everything the stand-in knows; saved as one JSON file so it survives a restart. */
export interface StandInState {
  /** Objects by collection (`customers`, `payment_intents`, …) then id, oldest first. */
  objects: Record<string, Record<string, StripeObject>>;
  /** Card numbers by payment method id: never answered, only used to decide outcomes. */
  cardNumbers: Record<string, string>;
  /** Payment methods whose authentication succeeded during a setup (off-session use allowed). */
  setUpForOffSession: Record<string, true>;
  /** Answers by api key + idempotency key. */
  idempotency: Record<string, IdempotentAnswer>;
}

function emptyState(): StandInState {
  return { objects: {}, cardNumbers: {}, setUpForOffSession: {}, idempotency: {} };
}

/** The state in memory, written to `file` after each change (atomically, one write at a time). */
export class StateStore {
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  private constructor(
    readonly file: string,
    readonly state: StandInState,
  ) {}

  static async open(file: string): Promise<StateStore> {
    let state = emptyState();
    try {
      state = { ...state, ...(JSON.parse(await readFile(file, 'utf8')) as Partial<StandInState>) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(path.dirname(file), { recursive: true });
    return new StateStore(file, state);
  }

  collection(name: string): Record<string, StripeObject> {
    this.state.objects[name] ??= {};
    return this.state.objects[name];
  }

  get(name: string, id: string): StripeObject | undefined {
    return Object.hasOwn(this.collection(name), id) ? this.collection(name)[id] : undefined;
  }

  put<T extends StripeObject>(name: string, value: T): T {
    this.collection(name)[value.id] = value;
    this.dirty = true;
    return value;
  }

  remove(name: string, id: string) {
    delete this.collection(name)[id];
    this.dirty = true;
  }

  touch() {
    this.dirty = true;
  }

  /** Writes the state if it changed; resolves once it is on disk. */
  flush(): Promise<void> {
    if (!this.dirty) return this.writing;
    this.dirty = false;
    const text = JSON.stringify(this.state);
    this.writing = this.writing.then(async () => {
      const temp = `${this.file}.${process.pid}.tmp`;
      await writeFile(temp, text);
      await rename(temp, this.file);
    });
    return this.writing;
  }
}
