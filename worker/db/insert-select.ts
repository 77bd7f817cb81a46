import { Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The values of one inserted row by column key: each a value, a column or an SQL expression. The
 * columns an insert must give (NOT NULL without a default) are required, as in `insert().values()`.
 */
export type InsertSelectValues<T extends SQLiteTable> = {
  [K in keyof T['$inferInsert']]: T['$inferInsert'][K] | SQL | Column;
};

/**
 * The select list of one row for `db.insert(table).select(…)`: drizzle names every column it
 * inserts, in the table's order, so the list gives each of them in that order: `values[key]` (a
 * value, a column or an SQL expression), else the column's declared default, else NULL. A column
 * added to the table later gets its default here instead of shifting the values (generated columns
 * are left out, as drizzle leaves them out of the column list).
 */
export function insertSelectList<T extends SQLiteTable>(table: T, values: InsertSelectValues<T>): SQL {
  const given = values as Record<string, unknown>;
  const items = Object.entries(getTableColumns(table))
    // drizzle's own test for the columns it lists (not in its public types).
    .filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, column]) => {
      const value = given[key] !== undefined ? given[key] : column.default !== undefined ? column.default : column.defaultFn?.();
      if (value === undefined || value === null) return sql`NULL`;
      return is(value, SQL) || is(value, Column) ? sql`${value}` : sql.param(value, column);
    });
  return sql.join(items, sql`, `);
}

/**
 * The whole `SELECT` of an `INSERT … SELECT` that writes one row named by column:
 * `db.insert(t).select(insertSelect(t, { id, userId, … }, sql`WHERE …`))`. `rest` is what follows
 * the select list (`FROM … WHERE …`, or a bare `WHERE` for a conditional single row). Domain code
 * never hands `.select()` a hand-written `sql` list, whose values would depend on the column order
 * (worker/architecture.test.ts).
 */
export function insertSelect<T extends SQLiteTable>(table: T, values: InsertSelectValues<T>, rest?: SQL): SQL {
  const list = insertSelectList(table, values);
  return rest ? sql`SELECT ${list} ${rest}` : sql`SELECT ${list}`;
}
