import { getTableColumns, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof createDb>;

/** D1 binds at most 100 parameters per statement (docs/decisions/026-export-and-import.md). */
export const D1_MAX_PARAMS = 100;

/**
 * How many rows one multi-row insert into `table` may carry: every column binds at most one
 * parameter per row, plus `extraPerRow` a row's SQL fragments bind. Derived from the table, so a
 * column added later shrinks the batch instead of breaking the insert ("too many SQL variables").
 */
export function rowsPerInsert(table: Table, extraPerRow = 0): number {
  return Math.max(1, Math.floor(D1_MAX_PARAMS / (Object.keys(getTableColumns(table)).length + extraPerRow)));
}
