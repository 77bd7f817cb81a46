import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { namesNotStartingWithVisibleText, openScreenAs, prepareScreenData, SCREENS, screenContext, screenPath, type ScreenData } from './screens';
import { titleIn } from './titles';
import { readFocusRings } from './focus-rings';

/**
 * axe-core on every screen (e2e/screens.ts) in English, Spanish and German, at desktop width and
 * on a 375 px phone: no violation of WCAG 2.x A/AA or axe's best practices, plus the rule that a
 * control's accessible name contains its visible text. German at desktop width is checked in the
 * dark theme, the rest in the light one. At desktop width in English (light) and German (dark)
 * every focus ring reached by Tab keeps 3:1 against what surrounds it (e2e/focus-rings.ts). With AXE_REPORT=<file> the counts per
 * screen are written there as JSON (`npm run bench:axe` turns them into docs/bench.md).
 */
const LANGUAGES = ['en', 'es', 'de'] as const;
const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 375, height: 740 },
] as const;

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

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  data = await prepareScreenData(browser);
});

test.afterAll(() => {
  if (process.env.AXE_REPORT) writeFileSync(process.env.AXE_REPORT, JSON.stringify(counts, null, 2));
});

for (const lng of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`axe finds no violation on any screen in ${lng} at ${size.width} px${lng === 'de' && size.label === 'desktop' ? ' (dark)' : ''}`, async ({ browser }) => {
      test.setTimeout(SCREENS.length * 40_000);
      const theme = lng === 'de' && size.label === 'desktop' ? 'dark' : 'light';
      const rings = size.label === 'desktop' && lng !== 'es';
      const column = `${lng} ${size.label}${theme === 'dark' ? ' dark' : ''}`;
      for (const screen of SCREENS) {
        const context = await screenContext(browser, screen, data, { viewport: { width: size.width, height: size.height } });
        await context.addInitScript(
          ([language, colours]) => {
            localStorage.setItem('forkcast.language', language);
            localStorage.setItem('forkcast.theme', colours);
          },
          [lng, theme] as const,
        );
        const page = await context.newPage();
        await openScreenAs(page, screenPath(screen, data), screen.open);
        // WCAG 2.4.2: the tab names the screen, in the interface language.
        await expect.soft(page, `${screen.name} title in ${lng}`).toHaveTitle(titleIn(screen.title, lng));
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        const found = result.violations.map((v) => ({
          rule: v.id,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)),
        }));
        (counts[screen.name] ??= {})[column] = result.violations.reduce((sum, v) => sum + v.nodes.length, 0);
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
        await context.close();
      }
    });
  }
}
