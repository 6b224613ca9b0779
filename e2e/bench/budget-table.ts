// The table the front-end benches print: one row per page, one column per figure, the budget line
// under the titles, and a ✗ on each figure past its budget. Figures only: nothing here fails.

export interface BudgetColumn<Row> {
  title: string;
  width: number;
  /** Digits after the point. */
  digits: number;
  /** The budget: a ceiling (≤), or a floor (≥) when `atLeast`; none for a figure shown as is. */
  budget?: { limit: number; atLeast?: boolean };
  of(row: Row): number;
}

export interface BudgetRow {
  /** The row's name, first on the line. */
  name: string;
  /** What the row measured, last on the line. */
  path: string;
}

function isOver<Row>(column: BudgetColumn<Row>, value: number): boolean {
  if (!column.budget || Number.isNaN(value)) return false;
  return column.budget.atLeast ? value < column.budget.limit : value > column.budget.limit;
}

/** Prints `rows` under `columns`; a row past any budget ends with the columns it is over. */
export function printBudgetTable<Row extends BudgetRow>(
  rows: readonly Row[],
  columns: readonly BudgetColumn<Row>[],
  first = 'route',
) {
  const nameWidth = Math.max(...rows.map((row) => row.name.length), first.length, 'budget'.length) + 2;
  const cells = (values: string[]) =>
    values.map((value, index) => value.padStart(columns[index]?.width ?? 9)).join('');
  const budgets = columns.map(({ budget }) =>
    budget ? `${budget.atLeast ? '≥' : '≤'} ${budget.limit}` : '',
  );
  console.log(`  ${first.padEnd(nameWidth)}${cells(columns.map((column) => column.title))}   path`);
  console.log(`  ${'budget'.padEnd(nameWidth)}${cells(budgets)}`);
  for (const row of rows) {
    const over = columns.filter((column) => isOver(column, column.of(row)));
    const values = columns.map((column) => {
      const value = column.of(row);
      const text = Number.isNaN(value) ? '—' : value.toFixed(column.digits);
      return over.includes(column) ? `✗ ${text}` : text;
    });
    const mark =
      over.length > 0 ? ` ✗ over: ${over.map((column) => column.title.split(' ')[0]).join(', ')}` : '';
    console.log(`  ${row.name.padEnd(nameWidth)}${cells(values)}   ${row.path}${mark}`);
  }
}
