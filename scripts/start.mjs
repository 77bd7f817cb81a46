// `npm start`: local defaults, migrations on the local D1, demo data, a production build, and the
// whole app served by workerd (through Miniflare) at http://localhost:8787.
// Environment: PORT (default 8787); FORKCAST_STATE_DIR (default .wrangler/state) keeps the local
// D1 and R2 elsewhere; FORKCAST_FRESH_STATE=1 wipes that directory first (used by the e2e tests).
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const port = process.env.PORT || '8787';
const stateDir = process.env.FORKCAST_STATE_DIR || '.wrangler/state';

const run = (cmd) => {
  console.log(`\n> ${cmd}`);
  const result = spawnSync(cmd, { stdio: 'inherit', shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.FORKCAST_FRESH_STATE === '1') {
  if (resolve(stateDir) === resolve('.wrangler/state')) {
    console.error('Refusing to wipe the developer state directory .wrangler/state');
    process.exit(1);
  }
  console.log(`\nWiping ${stateDir} for a fresh start`);
  rmSync(stateDir, { recursive: true, force: true });
}

run('node scripts/ensure-dev-vars.mjs');
run('npm run db:migrate');
run('npm run seed');
run('npm run build');
console.log(`\nForkcast is starting at http://localhost:${port}`);
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
