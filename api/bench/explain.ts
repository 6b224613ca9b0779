/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly what the api sends for a request: the request is injected
 * into the app while the statements its database client sends are recorded, then each read among
 * them is run again under EXPLAIN, a few times, keeping the median. Runs in the bench's api process.
 */
import type { FastifyInstance } from 'fastify';

export interface ExplainRequest {
  /** What the request stands for (a search's shape: "a word", "page 50"). */
  shape: string;
  path: string;
  headers: Record<string, string>;
}

/** One statement's plan: PostgreSQL's own timings (ms) and the top of its plan tree. */
interface StatementExplained {
  planningMs: number;
  executionMs: number;
  /** Shared buffers hit and read by the whole plan. */
  hit: number;
  read: number;
  /** The plan's top nodes, outermost first, each with the rows it gave. */
  top: string;
}

export interface ShapeExplained {
  shape: string;
  path: string;
  status: number;
  statements: StatementExplained[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

type Send = (query: string, params?: unknown[], options?: object) => Promise<unknown[]>;

/** Runs of each EXPLAIN ANALYZE; the median is kept. */
const RUNS = 5;
/** Plan levels shown on a shape's line. */
const DEPTH = 4;

/** The node as a few words: `Index Scan using expert_profiles_created (30)`. */
function nodeLabel(node: PlanNode): string {
  const on = node['Index Name']
    ? ` using ${node['Index Name']}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  return `${node['Node Type']}${on} (${node['Actual Rows'] ?? '?'})`;
}

/** The plan's first `DEPTH` levels, following the costliest branch (the first child) down. */
function topOf(plan: PlanNode): string {
  const labels: string[] = [];
  for (let node: PlanNode | undefined = plan, level = 0; node && level < DEPTH; level += 1) {
    const children: PlanNode[] = node.Plans ?? [];
    labels.push(children.length > 1 ? `${nodeLabel(node)} [${children.length} inputs]` : nodeLabel(node));
    node = children[0];
  }
  return labels.join(' > ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const planOf = (row: unknown): Explained => {
  const value = Object.values(row as Record<string, unknown>)[0];
  return (typeof value === 'string' ? JSON.parse(value) : value)[0] as Explained;
};

/** What explains requests on `app` (PostgreSQL through postgres.js only). */
export function explainer(app: FastifyInstance): (requests: ExplainRequest[]) => Promise<ShapeExplained[]> {
  const client = (app.db as unknown as { $client: Record<string, unknown> }).$client;
  if (typeof client.unsafe !== 'function') return async () => [];
  const send = (client.unsafe as Send).bind(client);
  let recording: { query: string; params: unknown[] }[] | undefined;
  const counted = client.unsafe as Send;
  client.unsafe = ((query: string, params: unknown[] = [], options?: object) => {
    recording?.push({ query, params });
    return counted.call(client, query, params, options);
  }) as Send;

  const explainOne = async (query: string, params: unknown[]): Promise<StatementExplained> => {
    const runs: Explained[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(
        planOf((await send(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${query}`, params))[0]),
      );
    const byExecution = [...runs].sort((a, b) => a['Execution Time'] - b['Execution Time']);
    const middle = byExecution[Math.floor(runs.length / 2)] as Explained;
    return {
      planningMs: median(runs.map((run) => run['Planning Time'])),
      executionMs: middle['Execution Time'],
      hit: middle.Plan['Shared Hit Blocks'] ?? 0,
      read: middle.Plan['Shared Read Blocks'] ?? 0,
      top: topOf(middle.Plan),
    };
  };

  return async (requests) => {
    const shapes: ShapeExplained[] = [];
    for (const request of requests) {
      recording = [];
      const response = await app.inject({ method: 'GET', url: request.path, headers: request.headers });
      const sent = recording;
      recording = undefined;
      const statements: StatementExplained[] = [];
      // Reads only: EXPLAIN ANALYZE runs the statement, and a write would be done again.
      for (const { query, params } of sent)
        if (/^\s*(select|with)\b/i.test(query) && !/\b(insert|update|delete)\b/i.test(query))
          statements.push(await explainOne(query, params));
      shapes.push({ shape: request.shape, path: request.path, status: response.statusCode, statements });
    }
    return shapes;
  };
}
