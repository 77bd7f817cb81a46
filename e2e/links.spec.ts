import type { Page, Response } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

/**
 * The link walk: from the entry screens, follow every same-origin link of every screen (signed
 * out, as a free user and as a Pro user) and check that none leads to the not-found screen or
 * answers HTTP 404, and that no screen loads anything that answers 404. Generic on purpose:
 * screens added later are reached through their links (nav, footer, cards) without editing this.
 */
const ENTRY_PATHS = ['/', '/pricing', '/dashboard', '/settings', '/support', '/privacy', '/terms', '/imprint'];
/** Never followed: they sign in, sign out or change data when opened. */
const SKIP = [/^\/auth\/callback/, /^\/api\/logout/, /[?&]code=/];
/** Screens under one parent (/recipe/*, /discover/*) are walked at most this many times each. */
const PER_PATTERN = 3;
const MAX_PAGES = 70;

/** "/recipe/abc" -> "/recipe/*": detail screens of one kind count as one shape. */
function pattern(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  return rest.length > 0 ? `/${first}/*` : path;
}

interface Problem {
  page: string;
  what: string;
}

async function visit(page: Page, path: string, problems: Problem[]): Promise<string[]> {
  const missing: string[] = [];
  const onResponse = (res: Response) => {
    if (res.status() === 404 && new URL(res.url()).hostname === 'localhost') missing.push(new URL(res.url()).pathname);
  };
  page.on('response', onResponse);
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy screens render after the network settles: wait for a screen's heading (or the not-found one).
  const settled = await page
    .locator('main h1, [data-testid="not-found"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true, () => false);
  page.off('response', onResponse);
  if (!settled) problems.push({ page: path, what: 'never showed a screen heading' });
  if (response?.status() === 404) problems.push({ page: path, what: 'HTTP 404' });
  for (const url of missing) problems.push({ page: path, what: `loads ${url} (404)` });
  if (await page.getByTestId('not-found').count()) problems.push({ page: path, what: 'shows the not-found screen' });
  const here = new URL(page.url());
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === here.origin)
    .map((url) => `${url.pathname}${url.search}`);
}

async function walk(page: Page): Promise<{ visited: string[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const queue = [...ENTRY_PATHS];
  const seen = new Set<string>(queue);
  const perPattern = new Map<string, number>();
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const path = queue.shift() ?? '/';
    const key = pattern(new URL(path, 'http://x').pathname);
    const count = perPattern.get(key) ?? 0;
    if (count >= PER_PATTERN) continue;
    perPattern.set(key, count + 1);
    visited.push(path);
    if (path.startsWith('/api/')) {
      const res = await page.request.get(path);
      if (res.status() === 404) problems.push({ page: path, what: 'API link answers 404' });
      continue;
    }
    for (const link of await visit(page, path, problems)) {
      if (seen.has(link) || SKIP.some((re) => re.test(link))) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return { visited, problems };
}

test.describe('every internal link leads somewhere that works', () => {
  test.setTimeout(240_000);

  test('signed out', async ({ page }) => {
    const { visited, problems } = await walk(page);
    expect(problems).toEqual([]);
    expect(visited).toEqual(expect.arrayContaining(['/', '/pricing', '/privacy', '/terms', '/imprint']));
  });

  for (const [who, email] of [['a free user', 'cook@forkcast.test'], ['a Pro user', 'chef@forkcast.test']] as const) {
    test(`as ${who}`, async ({ page }) => {
      // The seeded demo users, so recipe and community pages with real ids are walked too.
      await signInAs(page, { email, name: who });
      const { visited, problems } = await walk(page);
      expect(problems).toEqual([]);
      expect(visited).toEqual(expect.arrayContaining(['/dashboard', '/settings', '/support', '/privacy']));
      expect(visited.length).toBeGreaterThan(8);
    });
  }

  test('the walk notices a broken link', async ({ page }) => {
    const problems: Problem[] = [];
    await visit(page, '/this-page-does-not-exist', problems);
    // The worker answers an unknown page with HTTP 404 and the app shows its not-found screen:
    // the walk reports both.
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'HTTP 404' }),
        expect.objectContaining({ what: 'shows the not-found screen' }),
      ]),
    );
  });
});
