/** The bench's timeline: what phase it is now, and the tallies each phase collects. */

type Outcome = 'ok' | 'refused' | 'server' | 'network';

export interface PhaseTally {
  name: string;
  /** A phase after a repair: the product must be whole again (no error, no event lost). */
  recovered: boolean;
  startedAt: number;
  endedAt: number;
  requests: Record<Outcome, number>;
  /** Answers by status (and `network` for no answer), for the report's detail. */
  statuses: Record<string, number>;
  latencies: number[];
  /** What happened in the phase (the instance back after 6.1 s, …). */
  notes: string[];
}

export class Timeline {
  readonly phases: PhaseTally[] = [];

  begin(name: string, recovered: boolean): PhaseTally {
    const now = Date.now();
    const current = this.current();
    if (current) current.endedAt = now;
    const phase: PhaseTally = {
      name,
      recovered,
      startedAt: now,
      endedAt: now,
      requests: { ok: 0, refused: 0, server: 0, network: 0 },
      statuses: {},
      latencies: [],
      notes: [],
    };
    this.phases.push(phase);
    return phase;
  }

  end() {
    const current = this.current();
    if (current) current.endedAt = Date.now();
  }

  current(): PhaseTally | undefined {
    return this.phases.at(-1);
  }

  /** The phase that was current at `time` (ms since the epoch). */
  at(time: number): PhaseTally | undefined {
    return this.phases.findLast((phase) => phase.startedAt <= time);
  }

  note(text: string) {
    this.current()?.notes.push(text);
  }

  /** Counts an answer (or its absence) against the phase in which the request was sent. */
  record(phase: PhaseTally, status: number | 'network', latencyMs: number) {
    const outcome: Outcome =
      status === 'network' ? 'network' : status >= 500 ? 'server' : status >= 400 ? 'refused' : 'ok';
    phase.requests[outcome] += 1;
    phase.statuses[String(status)] = (phase.statuses[String(status)] ?? 0) + 1;
    if (outcome === 'ok') phase.latencies.push(latencyMs);
  }
}
