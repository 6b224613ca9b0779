/** The columns of docs/access-matrix.md, in order. */
export const ACCESS_CALLERS = ['guest', 'owner', 'other customer', 'other expert', 'wrong area'] as const;
export type AccessCaller = (typeof ACCESS_CALLERS)[number];

export interface MatrixRow {
  /** `GET /meets/:id` (the api prefix left out). */
  route: string;
  /** The HTTP status each caller gets (101: the WebSocket opened). */
  cells: Record<AccessCaller, string>;
}

export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url.replace(/^\/api\/v1/, '')}`;
}

const HEADER = `| route | ${ACCESS_CALLERS.join(' | ')} |`;

/** The rows of the table: lines of the form `` | `GET /x` | 200 | … | ``. */
export function parseMatrix(text: string): MatrixRow[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [route = '', ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        route: route.replaceAll('`', ''),
        cells: Object.fromEntries(
          ACCESS_CALLERS.map((caller, index) => [caller, cells[index] ?? '']),
        ) as Record<AccessCaller, string>,
      };
    });
}

/** `document` with its table replaced by `rows` (the text before the table kept). */
export function formatMatrix(document: string, rows: MatrixRow[]): string {
  const start = document.indexOf(HEADER);
  const preamble = start >= 0 ? document.slice(0, start) : '# Access matrix\n\n';
  const lines = [
    HEADER,
    `| --- | ${ACCESS_CALLERS.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) => `| \`${row.route}\` | ${ACCESS_CALLERS.map((caller) => row.cells[caller]).join(' | ')} |`,
    ),
  ];
  return `${preamble}${lines.join('\n')}\n`;
}
