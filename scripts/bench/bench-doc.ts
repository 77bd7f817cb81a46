import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BENCH_DOC = 'docs/bench.md';

/**
 * Writes one section of docs/bench.md: replaces the section that starts with `heading` (up to the
 * next `## ` heading) with `text`, or appends it. Each benchmark owns one section.
 */
export function writeBenchSection(heading: string, text: string, file = BENCH_DOC) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(heading);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${text}`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length);
    next = current.slice(0, start) + text.trimEnd() + '\n' + (after === -1 ? '' : `\n${current.slice(after + 1)}`);
  }
  writeFileSync(file, `${next.trimEnd()}\n`);
}
