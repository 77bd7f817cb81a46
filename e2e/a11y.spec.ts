import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { namesNotStartingWithVisibleText, openScreenAs, prepareScreenData, SCREENS, screenPath, screenVisits, type ScreenData } from './screens';
import { titleIn } from './titles';
import { readFocusRings } from './focus-rings';
import { axeViolations, sidewaysScroll, toolOverlaps } from './page-checks';

/**
 * axe-core on every screen (e2e/screens.ts) in English, Spanish and German, at desktop width and
 * on a 390 px phone: no violation of WCAG 2.x A/AA or axe's best practices, plus the rule that a
 * control's accessible name contains its visible text. Each visit also checks the tab title in the
 * interface language, and that no kitchen tool covers a control or text (at 390 px on the phone; at
 * 1280 px and, resized in the same visit, 1024 px at desktop width), and on the phone, resized to 320 px,
 * that nothing scrolls sideways (so 320 px is seen in every language: English in e2e/layout.spec.ts,
 * Spanish and German here). German at desktop width is checked in the
 * dark theme, the rest in the light one. At desktop width in English (light) and German (dark)
 * every focus ring reached by Tab keeps 3:1 against what surrounds it (e2e/focus-rings.ts). With AXE_REPORT=<file> the counts per
 * screen are written there as JSON (`npm run bench:axe` turns them into docs/bench.md).
 *
 * The test run checks every screen in four of the six language-and-width passes: English and
 * German at desktop width (with the focus rings, German dark), Spanish and German on the phone;
 * so every screen is seen in each language, at both widths and in both themes. English on the
 * phone and Spanish at desktop width run with AXE_ALL_PASSES=1 or AXE_REPORT (the benchmark
 * keeps the full table); see docs/decisions/057-ci-under-30-minutes.md. Each pass is cut into
 * groups of screens, separate tests that the two CI workers share.
 */
const LANGUAGES = ['en', 'es', 'de'] as const;
const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 740 },
] as const;
/** The desktop visit ends with the kitchen tools check at this width too (no visit of its own). */
const NARROW_DESKTOP = 1024;
/** The phone visit ends with the sideways-scroll check at this width (no visit of its own). */
const NARROWEST_PHONE = 320;
const ALL_PASSES = process.env.AXE_ALL_PASSES === '1' || Boolean(process.env.AXE_REPORT);
/** The passes the test run leaves to AXE_ALL_PASSES (every screen is still seen in these languages and widths). */
const SAMPLED_OUT = new Set(['en phone', 'es desktop']);
/** Screens per test: each pass is cut into groups of about this many, so workers can share a pass. */
const GROUP_SIZE = 10;

/**
 * WCAG 2.5.3 (Label in Name, technique G208): a control labelled by aria-label speaks its visible
 * text first, so a voice user who says what they see reaches it. axe only asks that the name
 * contain the text somewhere; on the screens with vote buttons and counts the sweep asks for the
 * start (docs/decisions/032-hardening-second-pass.md).
 */
const NAME_STARTS_WITH_VISIBLE = new Set(['discover', 'shared recipe']);

type Counts = Record<string, Record<string, number>>;
const counts: Counts = {};
let data: ScreenData;

// The groups are independent (each worker makes its own data once, in beforeAll).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  data = await prepareScreenData(browser);
});

test.afterAll(() => {
  const report = process.env.AXE_REPORT;
  if (!report) return;
  // Each worker adds what it measured to what earlier workers wrote.
  const merged = (existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {}) as Counts;
  for (const [screen, row] of Object.entries(counts)) merged[screen] = { ...merged[screen], ...row };
  writeFileSync(report, JSON.stringify(merged, null, 2));
});

const GROUPS = Array.from({ length: Math.ceil(SCREENS.length / GROUP_SIZE) }, (_, i) => SCREENS.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE));

for (const lng of LANGUAGES) {
  for (const size of WIDTHS) {
    if (!ALL_PASSES && SAMPLED_OUT.has(`${lng} ${size.label}`)) continue;
    for (const [group, screens] of GROUPS.entries()) {
      const names = `${screens[0]?.name} … ${screens.at(-1)?.name}`;
      test(`axe finds no violation on screens ${group + 1}/${GROUPS.length} (${names}) in ${lng} at ${size.width} px${lng === 'de' && size.label === 'desktop' ? ' (dark)' : ''}`, async ({ browser }) => {
        test.setTimeout(screens.length * 40_000);
        const theme = lng === 'de' && size.label === 'desktop' ? 'dark' : 'light';
        const rings = size.label === 'desktop' && lng !== 'es';
        const column = `${lng} ${size.label}${theme === 'dark' ? ' dark' : ''}`;
        const visits = screenVisits(browser, data, { viewport: { width: size.width, height: size.height } }, (context) =>
          context.addInitScript(
            ([language, colours]) => {
              localStorage.setItem('forkcast.language', language);
              localStorage.setItem('forkcast.theme', colours);
            },
            [lng, theme] as const,
          ),
        );
        for (const screen of screens) {
          const page = await visits.page(screen);
          await openScreenAs(page, screenPath(screen, data), screen.open);
          // WCAG 2.4.2: the tab names the screen, in the interface language.
          await expect.soft(page, `${screen.name} title in ${lng}`).toHaveTitle(titleIn(screen.title, lng));
          const tools = screen.viewer !== null;
          if (tools) {
            // The same visit checks that no kitchen tool covers a control or text (e2e/page-checks.ts):
            // on the phone at 390 px, at desktop width with the buttons floating beside the content.
            await expect(page.getByTestId('tool-timer')).toBeAttached();
            expect.soft(await toolOverlaps(page), `${screen.name}: a kitchen tool covers something at ${size.width} px in ${lng}`).toEqual([]);
          }
          const { found, count } = await axeViolations(page);
          (counts[screen.name] ??= {})[column] = count;
          expect.soft(found, `${screen.name} (${screenPath(screen, data)}) in ${column}`).toEqual([]);
          if (NAME_STARTS_WITH_VISIBLE.has(screen.name)) {
            const mismatched = await namesNotStartingWithVisibleText(page);
            expect.soft(mismatched, `${screen.name}: a control's name starts with its visible text in ${column}`).toEqual([]);
          }
          if (rings) {
            const readings = await readFocusRings(page, 20);
            expect.soft(readings.length, `${screen.name}: controls reached by Tab`).toBeGreaterThan(0);
            const faint = readings.filter((r) => r.ratio < 3 || r.width < 2);
            expect.soft(faint, `${screen.name} focus rings in ${column}`).toEqual([]);
          }
          if (tools && size.label === 'desktop') {
            // And, last, the narrowest desktop (1024 px, the tools still in their bar) in the same visit.
            // Focus left in a field by the ring reading would tuck the bar away: the cook is not typing.
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.setViewportSize({ width: NARROW_DESKTOP, height: 768 });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            expect.soft(await toolOverlaps(page), `${screen.name}: a kitchen tool covers something at ${NARROW_DESKTOP} px in ${lng}`).toEqual([]);
          }
          if (size.label === 'phone') {
            // And the narrowest phone (320 px) in this language: nothing scrolls sideways. English at
            // 320 px has its own sweep with a 60-letter word everywhere (e2e/layout.spec.ts).
            await page.setViewportSize({ width: NARROWEST_PHONE, height: size.height });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            expect.soft(await sidewaysScroll(page), `${screen.name}: sideways scroll at ${NARROWEST_PHONE} px in ${lng}`).toBe(0);
          }
          await page.close();
        }
        await visits.close();
      });
    }
  }
}
