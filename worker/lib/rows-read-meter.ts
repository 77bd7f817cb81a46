/**
 * Diagnostics for `npm run bench`: when the BENCH_DIAGNOSTICS variable is "true" (never in the
 * production config), the D1 binding is wrapped to add up `meta.rows_read` of every statement
 * the request runs, and the response carries the sum in `X-D1-Rows-Read`.
 *
 * drizzle's selects go through `.raw()`, whose answer (bare rows) drops the statement's meta. So
 * each statement runs on a view of its D1 session whose `_sendOrThrow` (the one call workerd's D1
 * binding makes for `all`, `first`, `run` and `raw` alike, answering the rows with their meta) adds
 * the meta up before the method shapes its answer; the answer itself is the binding's own. A
 * binding without that shape (not workerd's) cannot be counted: the meter then reads NaN rather
 * than a number too small.
 */
export const ROWS_READ_HEADER = 'X-D1-Rows-Read';

export function benchDiagnosticsOn(env: object): boolean {
  return Reflect.get(env, 'BENCH_DIAGNOSTICS') === 'true';
}

export interface RowsReadMeter {
  db: D1Database;
  /** Rows read so far; NaN once a statement ran that could not be counted. */
  rowsRead: () => number;
}

type Meta = { meta?: { rows_read?: number } };
type Send = (...args: unknown[]) => Promise<Meta | Meta[]>;

/** Where a statement keeps its session (workerd's d1-api; `database` before the Sessions API), and the one method of it every statement method calls. */
const SESSION_FIELDS = ['dbSession', 'database'] as const;
const SEND = '_sendOrThrow';

export function meterD1(inner: D1Database): RowsReadMeter {
  let total = 0;
  let uncounted = false;
  const count = (result: Meta): void => {
    total += result.meta?.rows_read ?? 0;
  };
  /** `stmt` with its session swapped for one that counts each answer's meta; null if not workerd's statement. */
  const countingView = (stmt: D1PreparedStatement): D1PreparedStatement | null => {
    const field = SESSION_FIELDS.find((name) => typeof Reflect.get(stmt, name) === 'object' && Reflect.get(stmt, name) !== null);
    if (!field) return null;
    const session = Reflect.get(stmt, field) as object;
    const send: unknown = Reflect.get(session, SEND);
    if (typeof send !== 'function') return null;
    const counting: object = Object.create(session);
    Reflect.set(counting, SEND, async (...args: unknown[]) => {
      const answer = await (send as Send).apply(session, args);
      for (const result of Array.isArray(answer) ? answer : [answer]) count(result);
      return answer;
    });
    return Object.create(stmt, { [field]: { value: counting } }) as D1PreparedStatement;
  };
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = Object.create(stmt);
    const on = (): D1PreparedStatement => {
      const view = countingView(stmt);
      if (!view) uncounted = true;
      return view ?? stmt;
    };
    wrapped.bind = (...values: unknown[]) => wrap(stmt.bind(...values));
    // The binding's own methods, each on the counting view (arguments passed on as given).
    wrapped.all = ((...args: unknown[]) => Reflect.apply(stmt.all, on(), args)) as D1PreparedStatement['all'];
    wrapped.run = ((...args: unknown[]) => Reflect.apply(stmt.run, on(), args)) as D1PreparedStatement['run'];
    wrapped.first = ((...args: unknown[]) => Reflect.apply(stmt.first, on(), args)) as D1PreparedStatement['first'];
    wrapped.raw = ((...args: unknown[]) => Reflect.apply(stmt.raw, on(), args)) as D1PreparedStatement['raw'];
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
  return { db, rowsRead: () => (uncounted ? Number.NaN : total) };
}
