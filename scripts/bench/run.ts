/**
 * `npm run bench`: the community routes at scale, on a SEPARATE local database (.bench/state).
 * 1. fresh .bench/state, migrations applied, 2,000 users / 10,000 shared recipes / 50,000 votes seeded;
 * 2. `wrangler dev` on 127.0.0.1:8799 against it, with BENCH_DIAGNOSTICS on (X-D1-Rows-Read);
 * 3. p50 / p99 latency and rows read per route beside the baseline (GET /api/users/me);
 * 4. prints the table and writes the "Community at scale" section of docs/bench.md.
 * Loopback only; bounded loops; the server is stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { BENCH, BENCH_TOKEN, BENCH_TOP_TOKEN, benchStatements } from './seed-data';
import { measureAll, type RouteResult } from './measure';
import { writeSection } from './report';

const STATE = '.bench/state';
const PORT = 8799;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function sh(args: string[]) {
  const res = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: '1' } });
  if (res.status !== 0) throw new Error(`npx ${args.join(' ')} failed (${res.status})`);
}

async function waitUp(server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('wrangler dev exited early');
    try {
      const res = await fetch(`${ORIGIN}/api/users/me`, { headers: { cookie: `__Host-fc_session=${BENCH_TOKEN}` } });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the bench server did not come up in 120 s');
}

async function main() {
  const started = Date.now();
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  console.log('> migrations on', STATE);
  sh(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
  const now = new Date();
  const sqlFile = '.bench/seed.sql';
  writeFileSync(sqlFile, benchStatements(now).map((s) => `${s};`).join('\n'));
  console.log(`> seeding ${BENCH.users} users, ${BENCH.recipes} shared recipes, ${BENCH.votes} votes`);
  const seedStart = Date.now();
  sh(['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', sqlFile]);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  console.log(`> wrangler dev on ${ORIGIN}`);
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '--persist-to', STATE, '--port', String(PORT), '--ip', '127.0.0.1', '--var', 'BENCH_DIAGNOSTICS:true', '--var', 'DEV_LOGIN:false'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: { ...process.env, CI: '1' } },
  );
  let results: RouteResult[];
  try {
    await waitUp(server);
    results = await measureAll(ORIGIN, `__Host-fc_session=${BENCH_TOKEN}`, `__Host-fc_session=${BENCH_TOP_TOKEN}`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  writeSection(results, { seedSeconds, totalSeconds: (Date.now() - started) / 1000, at: now });
}

await main();
