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

/** The section of docs/bench.md that starts with `heading` (up to the next `## ` heading), or null. */
export function benchSection(heading: string, file = BENCH_DOC): string | null {
  if (!existsSync(file)) return null;
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(heading);
  if (start === -1) return null;
  const end = doc.indexOf('\n## ', start + heading.length);
  return doc.slice(start, end === -1 ? undefined : end);
}

/**
 * What a section keeps between runs (a first run's figures, kept as the house rule asks): the text
 * between `<!-- marker -->` and `<!-- /marker -->` inside the section that starts with `heading`,
 * or null when it has none. A benchmark writes it back unchanged after its new table.
 */
export function keptBlock(heading: string, marker: string, file = BENCH_DOC): string | null {
  const section = benchSection(heading, file);
  if (section === null) return null;
  const match = new RegExp(`<!-- ${marker} -->([\\s\\S]*?)<!-- \\/${marker} -->`).exec(section);
  return match?.[1] ?? null;
}

/** The `<!-- before -->` block of a section (see keptBlock). */
export function keptBeforeBlock(heading: string, file = BENCH_DOC): string | null {
  return keptBlock(heading, 'before', file);
}
