import { tabStorage } from './tab-storage.ts';

const KEY = 'sign-in-return';

/**
 * The page a guest was sent to sign in from (a guest's Book → the booking of that expert), kept
 * for this tab so that it survives the sign-up page and a social provider's round trip.
 */
export function storeSignInReturn(path: string): void {
  tabStorage()?.setItem(KEY, path);
}

/** The kept page, read once: it is forgotten as it is taken. */
export function takeSignInReturn(): string | null {
  const path = tabStorage()?.getItem(KEY) ?? null;
  tabStorage()?.removeItem(KEY);
  return path;
}
