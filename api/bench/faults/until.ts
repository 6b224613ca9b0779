import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Checks every 100 ms until `check` holds (a throw counts as not yet) or `timeoutMs` has passed;
 * answers the seconds it took, or undefined when it never held.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<number | undefined> {
  const started = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) return undefined;
    await sleep(100);
  }
}
