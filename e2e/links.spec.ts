import type { Page, Response } from '@playwright/test';
import { APP_ROUTES } from '#core/kernel/routes';
import { expect, signInAs, test } from './fixtures';

/**
 * The link walk: from the entry screens, follow every same-origin link of every screen (signed
 * out, as a free user and as a Pro user) and check that none leads to the not-found screen or
 * answers HTTP 404, and that no screen loads anything that answers 404. Generic on purpose:
 * screens added later are reached through their links (nav, footer, cards) without editing this.
 */
/** A household invite link as a member receives it (the token is not real: the page says so). */
const INVITE_PATH = '/household/join?token=not-a-real-invite';
/**
 * Every screen without an id in its path (core/kernel/routes.ts), so screens nothing links to yet (an
 * invite link, the credits store) are walked too; screens with ids are reached through links.
 */
const ENTRY_PATHS = [
  ...APP_ROUTES.filter((path) => !path.includes(':') && path !== '/auth/callback' && path !== '/household/join'),
  INVITE_PATH,
];
/** Never followed: they sign in, sign out or change data when opened. */
const SKIP = [/^\/auth\/callback/, /^\/api\/logout/, /[?&]code=/];
/** The footer of every screen (docs/decisions/030-support-and-legal-texts-after-export-deletion-households-and.md): these links and the language switch. */
const FOOTER_LINKS = ['/support', '/privacy', '/terms', '/imprint'];
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

/** A link to a place on a page (`/settings#your-data`), found on `from`. */
interface HashLink {
  from: string;
  path: string;
  hash: string;
}

interface Visit {
  /** Where the page ended up (a guard may have sent it elsewhere). */
  landed: string;
  links: string[];
  hashLinks: HashLink[];
  /** The ids of the page's elements, for the hash links that point at it. */
  ids: string[];
}

async function visit(page: Page, path: string, problems: Problem[]): Promise<Visit> {
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
  await checkFooter(page, path, problems);
  const here = new URL(page.url());
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const urls = hrefs.map((href) => new URL(href)).filter((url) => url.origin === here.origin);
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id));
  return {
    landed: `${here.pathname}${here.search}`,
    links: urls.map((url) => `${url.pathname}${url.search}`),
    hashLinks: urls.filter((url) => url.hash.length > 1).map((url) => ({ from: path, path: `${url.pathname}${url.search}`, hash: decodeURIComponent(url.hash.slice(1)) })),
    ids,
  };
}

/** Every screen has the footer: support, privacy, terms and imprint links and the language switch. */
async function checkFooter(page: Page, path: string, problems: Problem[]) {
  const footer = page.getByRole('contentinfo');
  if ((await footer.count()) !== 1) {
    problems.push({ page: path, what: 'has no footer' });
    return;
  }
  const hrefs = await footer.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const link of FOOTER_LINKS) if (!hrefs.includes(link)) problems.push({ page: path, what: `footer lacks a link to ${link}` });
  if ((await footer.getByRole('button', { name: /language/i }).count()) !== 1) problems.push({ page: path, what: 'footer lacks the language switch' });
}

async function walk(page: Page): Promise<{ visited: string[]; problems: Problem[]; idsOf: Map<string, string[]> }> {
  const problems: Problem[] = [];
  const queue = [...ENTRY_PATHS];
  const seen = new Set<string>(queue);
  const perPattern = new Map<string, number>();
  const visited: string[] = [];
  const idsOf = new Map<string, string[]>();
  const hashLinks: HashLink[] = [];
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
    const found = await visit(page, path, problems);
    // Ids are known only for a page that stayed where it was asked to be.
    if (found.landed === path) idsOf.set(path, found.ids);
    hashLinks.push(...found.hashLinks);
    for (const link of found.links) {
      if (seen.has(link) || SKIP.some((re) => re.test(link))) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  checkHashLinks(hashLinks, idsOf, problems);
  return { visited, problems, idsOf };
}

/** A link to a place on a page must find that place (`/settings#your-data` needs id="your-data"). */
function checkHashLinks(hashLinks: HashLink[], idsOf: Map<string, string[]>, problems: Problem[]) {
  for (const link of hashLinks) {
    const ids = idsOf.get(link.path);
    if (ids && !ids.includes(link.hash)) problems.push({ page: link.from, what: `links to ${link.path}#${link.hash}, which has no such id` });
  }
}

test.describe('every internal link leads somewhere that works', () => {
  test.setTimeout(240_000);

  test('signed out', async ({ page }) => {
    const { visited, problems } = await walk(page);
    expect(problems).toEqual([]);
    expect(visited).toEqual(expect.arrayContaining(['/', '/pricing', '/privacy', '/terms', '/imprint', '/support', INVITE_PATH]));
  });

  for (const [who, email] of [['a free user', 'cook@forkcast.test'], ['a Pro user', 'chef@forkcast.test']] as const) {
    test(`as ${who}`, async ({ page }) => {
      // The seeded demo users, so recipe and community pages with real ids are walked too.
      await signInAs(page, { email, name: who });
      const { visited, problems, idsOf } = await walk(page);
      expect(problems).toEqual([]);
      expect(visited).toEqual(
        expect.arrayContaining(['/dashboard', '/settings', '/support', '/privacy', '/credits', INVITE_PATH, '/shopping-list', '/pantry', '/meal-planner']),
      );
      // Settings' newer sections were on the walked page: household, your data (export, import), delete account.
      expect(idsOf.get('/settings')).toEqual(expect.arrayContaining(['household', 'your-data', 'delete-account']));
      // Detail screens reached through links, not only the entries.
      expect(visited.some((path) => path.startsWith('/recipe/'))).toBe(true);
      expect(visited.length).toBeGreaterThan(ENTRY_PATHS.length);
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

  test('the walk notices a screen without the footer and a link to a missing place', async ({ page }) => {
    await page.route('**/footerless', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<main><h1>Bare</h1><a href="/footerless#nowhere">here</a></main>' }),
    );
    const problems: Problem[] = [];
    const found = await visit(page, '/footerless', problems);
    checkHashLinks(found.hashLinks, new Map([['/footerless', found.ids]]), problems);
    expect(problems).toEqual([
      { page: '/footerless', what: 'has no footer' },
      { page: '/footerless', what: 'links to /footerless#nowhere, which has no such id' },
    ]);
  });
});
