/**
 * Steady load: each stream sends its requests at a fixed rate whether or not earlier ones have
 * answered (as many independent users do), and every answer is counted against the phase in which
 * its request was sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchRequest } from '../scenarios.ts';
import type { Timeline } from './phases.ts';

export interface Stream {
  name: string;
  perSecond: number;
  request(index: number): BenchRequest;
  onResponse?(status: number, body: string, index: number): void;
  /** Sends the same request again (same Idempotency-Key) after a gateway error or no answer. */
  retries?: number;
}

/** Requests of one stream still unanswered, past which the stream stops sending (and counts). */
const MAX_IN_FLIGHT = 200;
const TIMEOUT_MS = 15_000;
const RETRY_AFTER_MS = 1_000;

interface LoadStats {
  /** Requests a stream did not send because too many were unanswered. */
  skipped: Record<string, number>;
  /** Requests sent again after a gateway error or no answer. */
  retried: Record<string, number>;
}

export function startLoad(baseUrl: string, streams: Stream[], timeline: Timeline) {
  const stats: LoadStats = { skipped: {}, retried: {} };
  const inFlight = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];

  const send = async (stream: Stream, index: number, request: BenchRequest, attempt: number) => {
    const phase = timeline.current();
    if (!phase) return;
    const started = performance.now();
    let status: number | 'network' = 'network';
    let body = '';
    try {
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      body = await response.text();
    } catch {
      status = 'network';
    }
    timeline.record(phase, status, performance.now() - started);
    const gatewayError = status === 'network' || status === 502 || status === 503 || status === 504;
    if (gatewayError && attempt < (stream.retries ?? 0)) {
      stats.retried[stream.name] = (stats.retried[stream.name] ?? 0) + 1;
      await sleep(RETRY_AFTER_MS * 2 ** attempt);
      await send(stream, index, request, attempt + 1);
      return;
    }
    if (typeof status === 'number') stream.onResponse?.(status, body, index);
  };

  for (const stream of streams) {
    if (stream.perSecond <= 0) continue;
    let index = 0;
    let open = 0;
    const tick = () => {
      if (open >= MAX_IN_FLIGHT) {
        stats.skipped[stream.name] = (stats.skipped[stream.name] ?? 0) + 1;
        return;
      }
      const current = index;
      index += 1;
      open += 1;
      const running = send(stream, current, stream.request(current), 0).finally(() => {
        open -= 1;
        inFlight.delete(running);
      });
      inFlight.add(running);
    };
    timers.push(setInterval(tick, 1000 / stream.perSecond));
  }

  return {
    stats,
    /** Stops sending and waits for the answers still due. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
