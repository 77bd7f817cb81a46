import { getTableColumns, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';

/**
 * The database handle every domain queries through. Built without the schema: drizzle's relational
 * queries (`db.query.<table>`) would read any domain's table without importing it, past the rule
 * that a domain reaches another only through its services (docs/decisions/076-domain-public-entries.md).
 * worker/db/schema.ts is the index drizzle-kit reads for migrations.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
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
