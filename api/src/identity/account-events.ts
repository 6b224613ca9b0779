import type { User } from '../db/schema/index.ts';

type NamesListener = (user: User) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes to an account that other domains keep in step with (experts: the search document). */
    accountEvents: AccountEvents;
  }
}

/** Listeners other domains add from their plugin, so identity needs none of them. */
export class AccountEvents {
  private readonly namesListeners: NamesListener[] = [];

  onNamesChanged(listener: NamesListener): void {
    this.namesListeners.push(listener);
  }

  /** After the user's first or last name was saved. */
  async namesChanged(user: User): Promise<void> {
    for (const listener of this.namesListeners) await listener(user);
  }
}
