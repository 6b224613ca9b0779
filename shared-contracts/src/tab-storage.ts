/** This tab's session storage, or undefined where the page may not use it (sandboxed frames). */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
