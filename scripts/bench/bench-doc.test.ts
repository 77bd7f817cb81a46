import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchSection, keptBeforeBlock, keptBlock, writeBenchSection } from './bench-doc';

describe('writeBenchSection', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'bench.md');

  it('creates the document and appends a new section', () => {
    const f = file();
    writeBenchSection('## A', '## A\n\nfirst', f);
    writeBenchSection('## B', '## B\n\nsecond', f);
    expect(readFileSync(f, 'utf8')).toBe('# Benchmarks\n\n## A\n\nfirst\n\n## B\n\nsecond\n');
  });

  it('replaces only its own section, keeping the others in place', () => {
    const f = file();
    writeFileSync(f, '# Benchmarks\n\n## A\n\nold a\n\n## B\n\nold b\n\n## C\n\nold c\n');
    writeBenchSection('## B', '## B\n\nnew b', f);
    expect(readFileSync(f, 'utf8')).toBe('# Benchmarks\n\n## A\n\nold a\n\n## B\n\nnew b\n\n## C\n\nold c\n');
    writeBenchSection('## C', '## C\n\nnew c', f);
    expect(readFileSync(f, 'utf8')).toBe('# Benchmarks\n\n## A\n\nold a\n\n## B\n\nnew b\n\n## C\n\nnew c\n');
  });
});

describe('keptBeforeBlock', () => {
  it("returns its own section's kept first run, not another section's", () => {
    const f = join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'bench.md');
    writeFileSync(f, '# Benchmarks\n\n## A\n\n<!-- before -->\nfirst a\n<!-- /before -->\n\n## B\n\nnow b\n\n## C\n\n<!-- before -->c<!-- /before -->\n');
    expect(keptBeforeBlock('## A', f)).toBe('\nfirst a\n');
    expect(keptBeforeBlock('## B', f)).toBeNull();
    expect(keptBeforeBlock('## D', f)).toBeNull();
  });

  it('reads any marker of a section, and the section itself', () => {
    const f = join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'bench.md');
    writeFileSync(f, '# Benchmarks\n\n## A\n\n<!-- kept -->old<!-- /kept -->\n<!-- heldout-first -->first<!-- /heldout-first -->\n\n## B\n\nb\n');
    expect(keptBlock('## A', 'kept', f)).toBe('old');
    expect(keptBlock('## A', 'heldout-first', f)).toBe('first');
    expect(keptBlock('## B', 'kept', f)).toBeNull();
    expect(benchSection('## B', f)).toBe('## B\n\nb\n');
  });
});
