#!/usr/bin/env node
// Type-checks the three TypeScript projects (worker, web, node tooling) side by side: each tsc is
// single-threaded, so on a machine with two or more cores this takes about as long as the slowest
// project instead of the sum (docs/decisions/057-ci-under-30-minutes.md). Every project's errors are
// printed; the exit code is non-zero when any project fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['tsconfig.worker.json', 'tsconfig.web.json', 'tsconfig.node.json'];

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) => resolve({ project, code, output: Buffer.concat(chunks).toString() }));
      }),
  ),
);

let failed = false;
for (const { project, code, output } of results) {
  if (code === 0) continue;
  failed = true;
  process.stdout.write(`tsc -p ${project} failed:\n${output}\n`);
}
process.exit(failed ? 1 : 0);
