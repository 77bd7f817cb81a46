/**
 * Import on real pages: core/reading/recipe-extract.ts `extractRecipe` against two npm libraries on the
 * test pages of the public recipe-scrapers project (github.com/hhursev/recipe-scrapers, MIT), read
 * from a local mirror at run time and never copied into this repository:
 *   RECIPE_PAGES_GIT (default /work/.mirror/hhursev+recipe-scrapers/repo), a git directory whose
 *   HEAD holds tests/test_data/<site>/<name>.testhtml with the expected extraction in <name>.json.
 * Writes the "Import on real pages" section of docs/bench.md (`npm run bench:import-pages`),
 * keeping its first run between `<!-- before -->` and `<!-- /before -->`.
 *
 * The matching rules (written before the first run, and the same for every reader) are in RULES.
 * While working on the importer: IMPORT_PAGES_OURS_ONLY=1 measures extractRecipe alone on the
 * tuning pages and writes nothing to docs/bench.md; IMPORT_PAGES_FAILURES=<file> lists each tuning
 * page it did not import whole.
 *
 * Held out: the pages of about a quarter of the sites, chosen by a stable hash of the site's folder
 * name (`isHeldOut`, never by looking at the pages), are kept apart from the importer's tuning. The
 * full run reports whole imports for all pages, the tuning pages and the held-out pages; nothing
 * names or prints a held-out page, and the ours-only run does not measure them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { decode } from 'html-entities';
import { extractRecipe } from '#core/reading/recipe-extract';
import { keptBeforeBlock, writeBenchSection } from './bench-doc';

const SECTION = '## Import on real pages';
const GIT_DIR = process.env.RECIPE_PAGES_GIT ?? '/work/.mirror/hhursev+recipe-scrapers/repo';
const DATA = 'tests/test_data/';

const RULES = `Matching rules (fixed before the first run, the same for every reader):
- A page counts when its expected JSON has a title, at least one ingredient and at least one step.
- Text is compared normalized: HTML entities decoded, tags dropped, Unicode NFKC, lower case,
  typographic quotes and dashes made plain, every run of white space one space, trimmed.
- Title: the normalized titles are equal.
- Ingredients: the same number of lines, and the same lines (as a multiset, order free).
- Steps: the expected steps and the reader's steps are cut into words (letters and digits only,
  so a section heading's colon or a step number's dot does not count); every expected step's words
  are found, in order and each one whole, in the reader's words. What is left of the reader's words
  once they are taken out (section headings, chatter, another recipe's steps) is at most
  max(4, 5 % of the expected words).
- Imported whole: title, ingredients and steps all match. "Title and ingredients" counts pages
  whose title and ingredients match, whatever the steps.
- A failure is counted under its first failing check: no recipe read, title, ingredient count,
  ingredient text, steps missing or cut, extra step text.`;

interface Expected {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  language?: string;
  canonical_url?: string;
  host?: string;
}

interface Read {
  title: string;
  ingredients: string[];
  steps: string[];
}

type Reader = { name: string; read: (html: string, url: string) => Promise<Read | null> | Read | null };

const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', GIT_DIR, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

export function norm(text: string): string {
  return decode(text, { level: 'html5' })
    .replace(/<[^<>]*>/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‚‛´`]/g, "'")
    .replace(/[“”„‟«»]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A site is held out when the first byte of the SHA-1 of its folder name is a multiple of 4. */
export const isHeldOut = (site: string) => createHash('sha1').update(site).digest()[0]! % 4 === 0;

const words = (text: string) => norm(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Index after `needle` found whole in `hay` from `from`, or -1. Linear enough for recipe sizes. */
function findWords(hay: string[], needle: string[], from: number): number {
  outer: for (let i = from; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

type Verdict = 'whole' | 'no recipe' | 'title' | 'ingredient count' | 'ingredient text' | 'steps missing or cut' | 'extra step text';

export function judge(expected: Required<Pick<Expected, 'title' | 'ingredients' | 'instructions_list'>>, got: Read | null) {
  if (!got) return { verdict: 'no recipe' as Verdict, titleAndIngredients: false };
  const title = norm(got.title) === norm(expected.title);
  const want = expected.ingredients.map(norm).filter(Boolean).sort();
  const have = got.ingredients.map(norm).filter(Boolean).sort();
  const count = want.length === have.length;
  const text = count && want.every((line, i) => line === have[i]);
  const hay = got.steps.flatMap(words);
  const used = new Array<boolean>(hay.length).fill(false);
  let at = 0;
  let found = true;
  let expectedWords = 0;
  for (const step of expected.instructions_list) {
    const needle = words(step);
    expectedWords += needle.length;
    if (needle.length === 0) continue;
    const i = findWords(hay, needle, at);
    if (i < 0) {
      found = false;
      break;
    }
    for (let k = i; k < i + needle.length; k++) used[k] = true;
    at = i + needle.length;
  }
  const left = used.filter((u) => !u).length;
  const extra = found && left > Math.max(4, expectedWords * 0.05);
  const verdict: Verdict = !title
    ? 'title'
    : !count
      ? 'ingredient count'
      : !text
        ? 'ingredient text'
        : !found
          ? 'steps missing or cut'
          : extra
            ? 'extra step text'
            : 'whole';
  return { verdict, titleAndIngredients: title && count && text };
}

const ours: Reader = {
  name: 'Forkcast (core/reading/recipe-extract.ts)',
  read: (html) => {
    const r = extractRecipe(html);
    return r ? { title: r.title, ingredients: r.ingredients, steps: r.instructions.map((s) => s.replace(/\*\*/g, '')) } : null;
  },
};

async function npmReaders(): Promise<Reader[]> {
  // The libraries log every page they cannot read; their verdicts are counted here instead.
  console.warn = () => {};
  const readers: Reader[] = [];
  const scrapers = await import('recipe-scrapers');
  readers.push({
    name: 'recipe-scrapers 3.0.0 (npm; its site scrapers where it has one, else its schema.org reader)',
    read: async (html, url) => {
      try {
        const Scraper = scrapers.getScraper(url, { wildMode: true });
        const r = await new Scraper(html, url).toRecipeObject();
        return {
          title: r.title ?? '',
          ingredients: (r.ingredients ?? []).flatMap((g) => g.items.map((i) => i.value)),
          steps: (r.instructions ?? []).flatMap((g) => g.items.map((i) => i.value)),
        };
      } catch {
        return null;
      }
    },
  });
  const jitl = (await import('@jitl/recipe-data-scraper')) as unknown as {
    parse?: (html: string, o: { url: string }) => Record<string, unknown>;
    default?: { parse?: (html: string, o: { url: string }) => Record<string, unknown> };
  };
  const parse = jitl.parse ?? jitl.default?.parse;
  if (parse) {
    readers.push({
      name: '@jitl/recipe-data-scraper 2.0.0 (npm, `parse(html)`)',
      read: (html, url) => {
        try {
          const r = parse(html, { url });
          const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : []);
          return { title: typeof r.name === 'string' ? r.name : '', ingredients: list(r.recipeIngredients), steps: list(r.recipeInstructions) };
        } catch {
          return null;
        }
      },
    });
  }
  return readers;
}

const lang = (e: Expected) => (e.language ?? '').toLowerCase().split(/[-_]/)[0] || '?';
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');

async function main() {
  const commit = git('rev-parse', 'HEAD').trim();
  const files = git('ls-tree', '-r', '--name-only', 'HEAD', DATA).split('\n').filter((f) => f.endsWith('.testhtml'));
  const pages: { name: string; heldOut: boolean; html: string; expected: Required<Pick<Expected, 'title' | 'ingredients' | 'instructions_list'>>; lang: string; url: string }[] = [];
  let withoutData = 0;
  let missing = 0;
  for (const file of files) {
    let expected: Expected;
    try {
      expected = JSON.parse(git('show', `HEAD:${file.replace(/\.testhtml$/, '.json')}`)) as Expected;
    } catch {
      withoutData++;
      continue;
    }
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : []);
    const ingredients = strings(expected.ingredients);
    const steps = strings(expected.instructions_list);
    if (typeof expected.title !== 'string' || !expected.title.trim() || ingredients.length === 0 || steps.length === 0) {
      withoutData++;
      continue;
    }
    let html: string;
    try {
      html = git('show', `HEAD:${file}`);
    } catch {
      missing++;
      continue;
    }
    pages.push({
      name: file.slice(DATA.length),
      heldOut: isHeldOut(file.slice(DATA.length).split('/')[0]!),
      html,
      expected: { title: expected.title, ingredients, instructions_list: steps },
      lang: lang(expected),
      url: expected.canonical_url || `https://${expected.host ?? 'example.com'}/`,
    });
  }
  const oursOnly = Boolean(process.env.IMPORT_PAGES_OURS_ONLY);
  const readers = oursOnly ? [ours] : [ours, ...(await npmReaders())];
  const sites = (held: boolean) => new Set(pages.filter((p) => p.heldOut === held).map((p) => p.name.split('/')[0])).size;
  const tuningCount = pages.filter((p) => !p.heldOut).length;
  const heldCount = pages.length - tuningCount;
  const rows: string[] = [];
  const splitRows: string[] = [];
  const langs = [...new Set(pages.map((p) => p.lang))];
  const langCount = new Map(langs.map((l) => [l, pages.filter((p) => p.lang === l).length]));
  const shown = langs.filter((l) => (langCount.get(l) ?? 0) >= 10).sort((a, b) => (langCount.get(b) ?? 0) - (langCount.get(a) ?? 0));
  const langRows: string[] = [];
  const failRows: string[] = [];
  const ourFailures: string[] = [];
  const times: number[] = [];
  for (const reader of readers) {
    const byVerdict = new Map<Verdict, number>();
    const byLang = new Map<string, { whole: number; n: number }>();
    let whole = 0;
    let ti = 0;
    let wholeHeld = 0;
    for (const page of pages) {
      // The ours-only run is for tuning: it never reads a held-out page.
      if (oursOnly && page.heldOut) continue;
      const start = performance.now();
      const got = await reader.read(page.html, page.url);
      if (reader === ours) times.push(performance.now() - start);
      const { verdict, titleAndIngredients } = judge(page.expected, got);
      byVerdict.set(verdict, (byVerdict.get(verdict) ?? 0) + 1);
      const l = byLang.get(page.lang) ?? { whole: 0, n: 0 };
      l.n++;
      if (verdict === 'whole') {
        whole++;
        l.whole++;
        if (page.heldOut) wholeHeld++;
      } else if (reader === ours && !page.heldOut) ourFailures.push(`${verdict}\t${page.name}`);
      if (titleAndIngredients) ti++;
      byLang.set(page.lang, l);
    }
    rows.push(`| ${reader.name} | ${whole} (${pct(whole, pages.length)}) | ${ti} (${pct(ti, pages.length)}) |`);
    const wholeTuning = whole - wholeHeld;
    splitRows.push(`| ${reader.name} | ${whole} (${pct(whole, pages.length)}) | ${wholeTuning} (${pct(wholeTuning, tuningCount)}) | ${wholeHeld} (${pct(wholeHeld, heldCount)}) |`);
    langRows.push(`| ${reader.name} | ${shown.map((l) => pct(byLang.get(l)?.whole ?? 0, byLang.get(l)?.n ?? 0)).join(' | ')} |`);
    const classes: Verdict[] = ['no recipe', 'title', 'ingredient count', 'ingredient text', 'steps missing or cut', 'extra step text'];
    failRows.push(`| ${reader.name} | ${classes.map((c) => byVerdict.get(c) ?? 0).join(' | ')} |`);
  }
  times.sort((a, b) => a - b);
  const sizes = pages.map((p) => p.html.length);
  const kb = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} M` : `${Math.max(1, Math.round(n / 1e3))} k`) + ' characters';
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  const split = `Imported whole on the tuning and held-out pages (${sites(true)} of ${sites(true) + sites(false)} sites held out by a hash of their folder name: ${heldCount} held-out pages, ${tuningCount} tuning pages; the importer is worked on while reading tuning pages only):

| reader | all pages | tuning pages | held-out pages |
|---|---|---|---|
${splitRows.join('\n')}`;
  if (oursOnly) {
    const wholeTuning = tuningCount - ourFailures.length;
    console.log(`Tuning pages only (${tuningCount}; held-out pages not read): imported whole ${wholeTuning} (${pct(wholeTuning, tuningCount)})`);
    const byClass = new Map<string, number>();
    for (const f of ourFailures) byClass.set(f.split('\t')[0]!, (byClass.get(f.split('\t')[0]!) ?? 0) + 1);
    console.log([...byClass].map(([c, n]) => `${c}: ${n}`).join(', '));
    console.log(`extractRecipe's time per page: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
    if (process.env.IMPORT_PAGES_FAILURES) (await import('node:fs')).writeFileSync(process.env.IMPORT_PAGES_FAILURES, ourFailures.sort().join('\n') + '\n');
    return;
  }
  const figures = `Pages with recipe data: ${pages.length} of ${files.length} (${withoutData} without a title, ingredients and steps in their expected JSON; ${missing} whose HTML the mirror does not hold).

| reader | imported whole | title and ingredients |
|---|---|---|
${rows.join('\n')}

${split}

Imported whole by the page's language (languages with at least 10 pages; ${shown.map((l) => `${l} ${langCount.get(l)}`).join(', ')}):

| reader | ${shown.join(' | ')} |
|---|${shown.map(() => '---').join('|')}|
${langRows.join('\n')}

Failures by class (each page under its first failing check):

| reader | no recipe | title | ingredient count | ingredient text | steps missing or cut | extra step text |
|---|---|---|---|---|---|---|
${failRows.join('\n')}

extractRecipe's time per page in Node (the pages are ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms.`;
  // The first run with the held-out split is kept too, beside the first run of all: it is the
  // held-out measure before any importer change made while reading the tuning pages.
  const kept = keptBeforeBlock(SECTION);
  const firstSplit = `First run with the held-out split (${new Date().toISOString().slice(0, 10)}, before the importer was changed again; mirror commit ${commit.slice(0, 12)}):\n\n${split}\n`;
  const before =
    kept === null
      ? `\nFirst run (mirror commit ${commit.slice(0, 12)}):\n\n${figures}\n\n${firstSplit}`
      : kept.includes('held-out split')
        ? kept
        : `${kept.trimEnd()}\n\n${firstSplit}`;
  writeBenchSection(
    SECTION,
    `${SECTION}

\`npm run bench:import-pages\` (scripts/bench/import-pages.ts). The pages are the test pages of the
public recipe-scrapers project (github.com/hhursev/recipe-scrapers, MIT): ${files.length} saved pages
of ${new Set(files.map((f) => f.slice(DATA.length).split('/')[0])).size} sites, each with the extraction its maintainers expect. They are read from a local
mirror at run time (\`RECIPE_PAGES_GIT\`, a git directory; commit ${commit.slice(0, 12)}) and never copied
here. The expected titles, ingredients and steps come from that project's site-specific scrapers,
so a page can expect what its site shows outside its schema.org data. The npm readers run offline
on the same HTML string, with the page's canonical URL (recipe-scrapers is a port of that same
project, with scrapers for some of these sites); a page where a reader throws counts as no recipe.

${RULES}

${figures}

<!-- before -->${before}<!-- /before -->
`,
  );
  if (process.env.IMPORT_PAGES_FAILURES) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.IMPORT_PAGES_FAILURES, ourFailures.sort().join('\n') + '\n');
  }
  console.log(figures);
}

await main();
