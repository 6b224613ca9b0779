const KEY = 'sign-in-return';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The page a guest was sent to sign in from (a guest's Book → the booking of that expert), kept
 * for this tab so that it survives the sign-up page and a social provider's round trip; `null`
 * forgets it.
 */
export function storeSignInReturn(path: string | null): void {
  if (path) storage()?.setItem(KEY, path);
  else storage()?.removeItem(KEY);
}

/** The kept page, read once: it is forgotten as it is taken. */
export function takeSignInReturn(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  storage()?.removeItem(KEY);
  return path;
}
