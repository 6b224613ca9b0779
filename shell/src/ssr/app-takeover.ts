/**
 * An islands page handed over to the app (the experts' sign-up at step 2): the islands' script
 * offers it, then loads the app's scripts; the app renders the page anew instead of hydrating it,
 * and releases the islands once its own tree is in place. The two are separate builds of the
 * shell: they share only the window.
 */
const TAKEOVER = Symbol.for('expertia.app-takeover');

export interface AppTakeover {
  /** Unmounts the islands' roots (their elements are gone once the app has rendered). */
  release(): void;
}

type WithTakeover = typeof globalThis & { [TAKEOVER]?: AppTakeover };

export function offerAppTakeover(takeover: AppTakeover): void {
  (globalThis as WithTakeover)[TAKEOVER] = takeover;
}

/** The takeover the islands offered before loading the app, if they did. */
export function pendingAppTakeover(): AppTakeover | undefined {
  return (globalThis as WithTakeover)[TAKEOVER];
}
