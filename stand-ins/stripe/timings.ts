/** Durations kept at most; the oldest are dropped past it (a long run nobody reads). */
const KEPT = 50_000;

/**
 * How long the stand-in took to answer each Stripe call (`/v1/…`), from its arrival to the answer
 * sent: read (and cleared) through `GET /local/timings`, so a bench can tell the provider's share of
 * a request from the caller's own.
 */
export class RequestTimings {
  private durations: number[] = [];

  record(milliseconds: number) {
    this.durations.push(milliseconds);
    if (this.durations.length > KEPT) this.durations.splice(0, this.durations.length - KEPT);
  }

  /** The durations recorded since the last call, oldest first. */
  take(): number[] {
    const taken = this.durations;
    this.durations = [];
    return taken;
  }
}
