// `npm start`: local defaults, migrations on the local D1, demo data, a production build, and the
// whole app served by workerd (through Miniflare) at http://localhost:8787.
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd) => {
  console.log(`\n> ${cmd}`);
  const result = spawnSync(cmd, { stdio: 'inherit', shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node scripts/ensure-dev-vars.mjs');
run('npm run db:migrate');
run('npm run seed');
run('npm run build');
console.log('\nForkcast is starting at http://localhost:8787');
const server = spawn('npx', ['vite', 'preview', '--port', '8787', '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
