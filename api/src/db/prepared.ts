import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, rowsOf, type Transaction } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement of a hot path whose SQL is built once, what varies written as `sql.placeholder(name)`:
 * drizzle does not build it again on every call, and it runs as a prepared statement (postgres.js
 * names it by its text, so PostgreSQL parses it once per connection and may reuse its plan). Runs
 * on the database or inside a transaction, answering the rows as objects.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Database | Transaction, values: Values): Promise<Row[]> =>
    rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
}

/**
 * A row of `table` from a prepared statement's raw row (`RETURNING *`): each column read by its
 * database name and mapped as drizzle maps it (timestamps to Date…), so it is the table's own type.
 */
export function tableRow<T extends Table>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = raw[column.name];
        return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
      }),
    ) as T['$inferSelect'];
}
