import type { ExpertSignUpAccount } from 'shared-contracts';

/**
 * Step 1 of the experts' sign-up, handed from the page's island to the app that takes the page over
 * (the islands' script and the app are two builds of the shell: they share only the window). In
 * memory only, never stored: it holds a password.
 */
const SLOT = Symbol.for('expertia.expert-sign-up.account');

type WithSlot = typeof globalThis & { [SLOT]?: ExpertSignUpAccount };

export function handOverExpertAccount(account: ExpertSignUpAccount): void {
  (globalThis as WithSlot)[SLOT] = account;
}

/** The account an island handed over, once: a later visit to the page starts at step 1 again. */
export function takeHandedOverExpertAccount(): ExpertSignUpAccount | null {
  const holder = globalThis as WithSlot;
  const account = holder[SLOT] ?? null;
  delete holder[SLOT];
  return account;
}
