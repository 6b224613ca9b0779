// How long the server takes to answer a page's HTML, as a browser asks for it, under load: a few
// seconds of requests at 10 connections with autocannon (as the api's bench), timed per response.
import autocannon from 'autocannon';
import { COMPRESSED } from '../tests/support/main-routes.ts';
import { percentile } from './shared.ts';

export const CONNECTIONS = 10;

export interface RenderTime {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Answers other than 2xx, and connection errors (timeouts included). */
  failures: number;
}

/** `seconds` of GET `url` (Accept: text/html, brotli or gzip, `cookie`) at CONNECTIONS connections. */
export async function renderTime(url: string, cookie: string, seconds: number): Promise<RenderTime> {
  const latencies: number[] = [];
  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      headers: { accept: 'text/html', ...COMPRESSED, ...(cookie ? { cookie } : {}) },
    },
    (error, result) => finish(error, result),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  return {
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    failures: result.non2xx + result.errors,
  };
}

export interface RenderRow extends RenderTime {
  name: string;
  path: string;
}

/** The render-time table: a row per page and language. */
export function printRenderTimes(rows: readonly RenderRow[]) {
  const nameWidth = Math.max(...rows.map((row) => row.name.length), 'route'.length) + 2;
  const cells = (values: string[]) => values.map((value) => value.padStart(10)).join('');
  console.log(
    `  ${'route'.padEnd(nameWidth)}${cells(['p50 ms', 'p95 ms', 'req/s', 'requests', 'failed'])}   path`,
  );
  for (const row of rows) {
    const values = [
      row.p50Ms.toFixed(1),
      row.p95Ms.toFixed(1),
      row.perSecond.toFixed(0),
      String(row.requests),
      String(row.failures),
    ];
    console.log(`  ${row.name.padEnd(nameWidth)}${cells(values)}   ${row.path}`);
  }
}
