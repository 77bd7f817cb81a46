import { env } from 'cloudflare:workers';
import { it } from 'vitest';

it('explore', async () => {
  const db = env.DB;
  await db.exec("CREATE TABLE t (id TEXT PRIMARY KEY, a INTEGER, b TEXT)");
  await db.exec("CREATE INDEX t_a ON t (a, id)");
  await db.exec("CREATE TABLE u (id TEXT PRIMARY KEY, name TEXT)");
  const stmts = [];
  for (let i = 0; i < 500; i++) stmts.push(db.prepare('INSERT INTO t VALUES (?, ?, ?)').bind('id' + i, i % 37, 'u' + (i % 50)));
  for (let i = 0; i < 50; i++) stmts.push(db.prepare('INSERT INTO u VALUES (?, ?)').bind('u' + i, 'n' + i));
  await db.batch(stmts);
  const r1 = await db.prepare('SELECT * FROM t ORDER BY a DESC, id DESC LIMIT 20').all();
  console.log('index order 20 rows_read', r1.meta.rows_read);
  const r2 = await db.prepare('SELECT t.*, u.name FROM t JOIN u ON u.id = t.b ORDER BY a DESC, id DESC LIMIT 20').all();
  console.log('join 20 rows_read', r2.meta.rows_read);
  const r3 = await db.prepare('SELECT t.*, u.name FROM t JOIN u ON u.id = t.b ORDER BY a DESC, id DESC LIMIT 20 OFFSET 180').all();
  console.log('join offset 180 rows_read', r3.meta.rows_read);
  const r4 = await db.prepare('SELECT * FROM t WHERE id = ?').bind('id5').all();
  console.log('pk lookup', r4.meta.rows_read);
  const r5 = await db.prepare('SELECT count(*) FROM t WHERE a > 30').all();
  console.log('count', r5.meta.rows_read, r5.results);
  try { const p = await db.prepare('SELECT pow(2.0, 1.5) AS p, power(-2.0, 2) AS q').all(); console.log('pow', p.results); } catch (e) { console.log('pow err', String(e)); }
  const rw = await db.prepare("INSERT OR IGNORE INTO u VALUES ('u1','x')").run();
  console.log('ignore changes', rw.meta.changes, rw.meta.rows_written);
  const b = await db.batch([db.prepare("INSERT OR IGNORE INTO u VALUES ('zz','x')"), db.prepare("UPDATE t SET a = a + 1 WHERE id = 'id1' AND changes() > 0"), db.prepare("INSERT OR IGNORE INTO u VALUES ('zz','x')"), db.prepare("UPDATE t SET a = a + 1 WHERE id = 'id2' AND changes() > 0")]);
  console.log('batch changes', b.map((x) => x.meta.changes));
});
