/** The time the domain reads. Tests pass their own to stand at a chosen moment. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The test clock (TEST_CLOCK=1, never in production): real time plus an offset that only grows,
 * so a suite can bring a meeting's start or end forward without waiting. `now` is what the api
 * reads (`app.clock`); it never goes back, even if the base clock did.
 */
export interface OffsetClock {
  now: Clock;
  /** How far ahead of the base clock it stands, in ms. */
  offsetMs(): number;
  /** Moves forward by `ms` (≥ 0); answers the new now. */
  advance(ms: number): Date;
  /** Moves forward to `at`; throws a `ClockBackwardsError` when `at` is before now. */
  moveTo(at: Date): Date;
}

export class ClockBackwardsError extends Error {}

export function offsetClock(base: Clock = systemClock): OffsetClock {
  let offset = 0;
  let last = 0;
  const now = () => {
    const at = Math.max(base().getTime() + offset, last);
    last = at;
    return new Date(at);
  };
  return {
    now,
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new ClockBackwardsError('the test clock only moves forward');
      offset += ms;
      return now();
    },
    moveTo(at) {
      const current = now().getTime();
      if (Number.isNaN(at.getTime()) || at.getTime() < current)
        throw new ClockBackwardsError('the test clock only moves forward');
      offset += at.getTime() - current;
      return now();
    },
  };
}
