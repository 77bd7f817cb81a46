/**
 * Diagnostics for `npm run bench`: when the BENCH_DIAGNOSTICS variable is "true" (never in the
 * production config), the D1 binding is wrapped to add up `meta.rows_read` of every statement
 * that reports it, and the response carries the sum in `X-D1-Rows-Read`.
 * (drizzle's `.raw()` reads report no meta and are not counted.)
 */
export const ROWS_READ_HEADER = 'X-D1-Rows-Read';

export function benchDiagnosticsOn(env: object): boolean {
  return Reflect.get(env, 'BENCH_DIAGNOSTICS') === 'true';
}

export interface RowsReadMeter {
  db: D1Database;
  rowsRead: () => number;
}

type Meta = { meta?: { rows_read?: number } };

export function meterD1(inner: D1Database): RowsReadMeter {
  let total = 0;
  const count = <T extends Meta>(result: T): T => {
    total += result.meta?.rows_read ?? 0;
    return result;
  };
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = Object.create(stmt);
    wrapped.bind = (...values: unknown[]) => wrap(stmt.bind(...values));
    wrapped.all = async () => count(await stmt.all());
    wrapped.run = async () => count(await stmt.run());
    wrapped.first = (async (column?: string) => {
      const { results } = count(await stmt.all<Record<string, unknown>>());
      const row = results[0];
      if (row === undefined) return null;
      return column === undefined ? row : (row[column] ?? null);
    }) as D1PreparedStatement['first'];
    wrapped.raw = stmt.raw.bind(stmt) as D1PreparedStatement['raw'];
    originals.set(wrapped, stmt);
    return wrapped;
  };
  const db: D1Database = Object.create(inner);
  db.prepare = (query: string) => wrap(inner.prepare(query));
  db.batch = async <T = unknown>(statements: D1PreparedStatement[]) => {
    const results = await inner.batch<T>(statements.map((s) => originals.get(s) ?? s));
    for (const r of results) count(r);
    return results;
  };
  db.exec = inner.exec.bind(inner);
  return { db, rowsRead: () => total };
}
