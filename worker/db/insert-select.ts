import { Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The select list of one row for `db.insert(table).select(sql`SELECT ${list} FROM … WHERE …`)`:
 * drizzle names every column it inserts, in the table's order, so the list gives each of them in
 * that order: `values[key]` (a value, a column or an SQL expression), else the column's declared
 * default, else NULL. A column added to the table later gets its default here instead of shifting
 * the values (generated columns are left out, as drizzle leaves them out of the column list).
 */
export function insertSelectList<T extends SQLiteTable>(
  table: T,
  values: Partial<Record<keyof T['_']['columns'] & string, unknown>>,
): SQL {
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
