import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/014-hardening.md: every `t('…')` key written in the code exists in English. A scan of the
 * sources: each literal key is looked up in the namespaces the file asks for with
 * `useTranslation('ns')` or `useTranslation(['ns', …])` (or `common`, the default), or in the namespace it names (`ns:key`).
 * Plural keys count when their `_one` / `_other` forms exist. Template-literal keys are not scanned.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

const NAMESPACES = new Map(
  Object.entries(english).map(([path, content]) => [/\/(\w[\w-]*)\.json$/.exec(path)?.[1] ?? '', content]),
);

function has(ns: string, key: string): boolean {
  let node: unknown = NAMESPACES.get(ns);
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string';
}

const exists = (ns: string, key: string) => has(ns, key) || has(ns, `${key}_one`) || has(ns, `${key}_other`);

function missingKeys(): string[] {
  const missing: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    // Comments mention t('…') as prose; a `//` in a string only hides the rest of its line.
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
    // `useTranslation('ns')` or `useTranslation(['ns', 'other'])`: every namespace named counts.
    const declared = [...text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][\w-]+['"])?/g)].flatMap((m) =>
      m[1] ? [...m[1].matchAll(/['"]([\w-]+)['"]/g)].map((n) => n[1] ?? 'common') : ['common'],
    );
    const fileNamespaces = declared.length > 0 ? [...new Set(declared)] : ['common'];
    // A whole literal key (not a prefix joined to a variable), with an optional `{ ns: '…' }`.
    for (const m of text.matchAll(/\bt\(\s*['"]([^'"\n]+)['"]\s*(?:\)|,([^)]*))/g)) {
      const raw = m[1] ?? '';
      const option = /\bns:\s*['"]([\w-]+)['"]/.exec(m[2] ?? '')?.[1] ?? null;
      const [ns, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [option, raw];
      const found = ns ? exists(ns, key) : [...fileNamespaces, 'common'].some((n) => exists(n, key));
      if (!found) missing.push(`${file}: ${raw}`);
    }
  }
  return missing;
}

describe('translation keys used in code', () => {
  it('scans the sources and the English files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(NAMESPACES.has('common')).toBe(true);
  });

  it('all exist in English', () => {
    expect(missingKeys()).toEqual([]);
  });
});
