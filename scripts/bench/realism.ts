/**
 * `npm run bench:realism`: the offline chef's realism set (worker/ai/offline-realism.cases.ts):
 * the share of requests whose recipe passes the quality gate and the set's own expectations on
 * the first try, per language. Writes the "Offline chef realism" section of docs/bench.md, keeping
 * the run before the rebuild that the section records (pass `--before` to record that run).
 */
import { existsSync, readFileSync } from 'node:fs';
import { judgeCase } from '../../worker/ai/offline-realism';
import { REALISM_CASES, caseLabel } from '../../worker/ai/offline-realism.cases';
import { BENCH_DOC, writeBenchSection } from './bench-doc';

const HEADING = '## Offline chef realism';
const LANGUAGES = ['en', 'es', 'de'] as const;

const verdicts = REALISM_CASES.map((c) => ({ c, ...judgeCase(c) }));
const table = () =>
  `| en | es | de |\n| --- | --- | --- |\n| ${LANGUAGES.map((language) => {
    const mine = verdicts.filter((v) => v.c.language === language);
    const passed = mine.filter((v) => v.problems.length === 0).length;
    return `${passed}/${mine.length} (${Math.round((passed / mine.length) * 100)} %)`;
  }).join(' | ')} |`;

const failures = verdicts
  .filter((v) => v.problems.length > 0)
  .map((v) => `- ${caseLabel(v.c)}: ${v.problems.slice(0, 3).join('; ')}${v.problems.length > 3 ? ` (+${v.problems.length - 3} more)` : ''}`);

/** A part of the section kept from the run that recorded it (`<!-- name -->…<!-- /name -->`). */
function previousBlock(name: string): string | null {
  if (!existsSync(BENCH_DOC)) return null;
  const doc = readFileSync(BENCH_DOC, 'utf8');
  const start = doc.indexOf(HEADING);
  if (start === -1) return null;
  const end = doc.indexOf('\n## ', start + HEADING.length);
  const section = doc.slice(start, end === -1 ? undefined : end);
  const match = new RegExp(`<!-- ${name} -->([\\s\\S]*?)<!-- \\/${name} -->`).exec(section);
  return match?.[1] ?? null;
}

const before = process.argv.includes('--before') ? null : previousBlock('before');
/** The first run of the dish-type requests, before the dish-type templates (docs/decisions/074-offline-dish-types.md). */
const dishTypesBefore = previousBlock('dish-types-before');
const beforeBlock = before ?? `\n### Before the rebuild\n\n${table()}\n\nThe chef as it was (commit 02397a2^), on the complete gate; its first run, when the gate had only its\nservings, dish and count rules, passed 7/23, 5/22 and 10/21. Failures:\n\n${failures.join('\n')}\n`;
const after = before ? `\n### After the rebuild and the dish-type templates\n\n${table()}\n${failures.length ? `\nStill failing:\n\n${failures.join('\n')}\n` : ''}` : '';

const text = `${HEADING}

The offline chef's realism set (\`worker/ai/offline-realism.cases.ts\`, ${REALISM_CASES.length} requests:
${LANGUAGES.map((l) => `${l} ${REALISM_CASES.filter((c) => c.language === l).length}`).join(', ')}; fridge lists of 4-8 everyday ingredients, named dishes
of the three cuisines, servings in the description, diet profiles). A request passes when the real
chef's recipe has no quality-gate finding and keeps its dish (title, servings, defining ingredients
and steps, nothing invented beyond oil, salt, pepper and water). Share passing on the first try, per language.
<!-- before -->${beforeBlock}<!-- /before -->${dishTypesBefore === null ? '' : `<!-- dish-types-before -->${dishTypesBefore}<!-- /dish-types-before -->`}${after}`;

writeBenchSection(HEADING, text);
console.log(text);
