import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { benchDiagnosticsOn, meterD1 } from './rows-read-meter';

describe('meterD1', () => {
  it('adds up rows_read of all, first, run and batch, and keeps answers intact', async () => {
    await env.DB.exec('CREATE TABLE meter_t (id INTEGER PRIMARY KEY, v TEXT)');
    await env.DB.exec("INSERT INTO meter_t (v) VALUES ('a'), ('b'), ('c')");
    const { db, rowsRead } = meterD1(env.DB);
    expect((await db.prepare('SELECT v FROM meter_t ORDER BY id').all()).results).toEqual([{ v: 'a' }, { v: 'b' }, { v: 'c' }]);
    expect(rowsRead()).toBe(3);
    expect(await db.prepare('SELECT v FROM meter_t WHERE id = ?1').bind(2).first('v')).toBe('b');
    expect(await db.prepare('SELECT v FROM meter_t WHERE id = ?1').bind(9).first()).toBeNull();
    expect(rowsRead()).toBeGreaterThanOrEqual(4);
    const [one] = await db.batch([db.prepare('SELECT count(*) AS n FROM meter_t WHERE v > ?1').bind('a')]);
    expect(one?.results).toEqual([{ n: 2 }]);
    expect(rowsRead()).toBeGreaterThan(4);
  });

  it('is on only when BENCH_DIAGNOSTICS is "true"', () => {
    expect(benchDiagnosticsOn({})).toBe(false);
    expect(benchDiagnosticsOn({ BENCH_DIAGNOSTICS: 'false' })).toBe(false);
    expect(benchDiagnosticsOn({ BENCH_DIAGNOSTICS: 'true' })).toBe(true);
    expect(benchDiagnosticsOn(env)).toBe(false);
  });
});
