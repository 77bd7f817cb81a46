import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { PlanType } from '#core/kernel/plans';
import { signInAs, uniqueEmail, wakeApp } from './fixtures';

/** A 60-letter word, the kind that breaks phone layouts when nothing may wrap it. */
export const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitaensmuetzenabzeichen';

const LONG_TITLE = new RegExp(LONG_WORD);

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ScreenData {
  recipeId: string;
  sharedId: string;
  /** The owner's unpaid checkout on the local billing simulator (its session id). */
  checkoutId: string;
  /** The owner's paid credit checkout (its session id), for the success page's final state. */
  paidCheckoutId: string;
  /** The signed-in browser state of the recipe's owner (a Pro cook). */
  owner: SessionState;
}

export interface Screen {
  name: string;
  path: string | ((data: ScreenData) => string);
  /** `null` signed out, `'owner'` the cook who owns the recipe, else a fresh user on that plan. */
  viewer: PlanType | 'owner' | null;
  /** The screen's own part of the tab title in English ("Pricing" in "Pricing · Forkcast"). */
  title: string | RegExp;
  /** For a dialog or mode: how to open it once the screen shows (then it is what is checked). */
  open?: (page: Page) => Promise<void>;
}

/** Clicks the (first) control with this test id and waits for the dialog it opens. */
const opensDialog = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/**
 * Every screen of the app in ONE list, used by the accessibility sweep (axe), the 320 px check
 * and the document-title check. A new screen is one line: its path (it may use the ids of the
 * data made by `prepareScreenData`), who looks at it (`null` = signed out, else the plan of the
 * signed-in viewer), and its English tab title. A screen is ready when its first heading shows.
 */
export const SCREENS: readonly Screen[] = [
  { name: 'landing', path: '/', viewer: null, title: 'Recipes from what you have' },
  { name: 'pricing', path: '/pricing', viewer: null, title: 'Pricing' },
  { name: 'dev sign-in', path: '/dev/sign-in', viewer: null, title: 'Local sign-in' },
  { name: 'shared recipe signed out', path: (d) => `/discover/${d.sharedId}`, viewer: null, title: LONG_TITLE },
  { name: 'not found', path: '/no-such-page', viewer: null, title: 'Page not found' },
  { name: 'creator', path: '/', viewer: 'monthly', title: 'Create a recipe' },
  { name: 'dashboard', path: '/dashboard', viewer: 'monthly', title: 'Dashboard' },
  { name: 'my recipes', path: '/my-recipes', viewer: 'monthly', title: 'My recipes' },
  { name: 'recipe', path: (d) => `/recipe/${d.recipeId}`, viewer: 'owner', title: LONG_TITLE },
  { name: 'discover', path: '/discover', viewer: 'monthly', title: 'Discover' },
  { name: 'shared recipe', path: (d) => `/discover/${d.sharedId}`, viewer: 'owner', title: LONG_TITLE },
  { name: 'leaderboard', path: '/leaderboard', viewer: 'monthly', title: 'Leaderboard' },
  { name: 'settings', path: '/settings', viewer: 'monthly', title: 'Settings' },
  { name: 'pricing signed in', path: '/pricing', viewer: 'free', title: 'Pricing' },
  { name: 'dashboard free', path: '/dashboard', viewer: 'free', title: 'Dashboard' },
  { name: 'cook mode', path: (d) => `/recipe/${d.recipeId}`, viewer: 'owner', title: LONG_TITLE, open: opensDialog('cook-mode-open') },
  { name: 'share dialog', path: (d) => `/recipe/${d.recipeId}`, viewer: 'owner', title: LONG_TITLE, open: opensDialog('share-open') },
  { name: 'sample recipe', path: '/dashboard', viewer: 'free', title: 'Dashboard', open: opensDialog('sample-recipe') },
  { name: 'privacy', path: '/privacy', viewer: null, title: 'Privacy' },
  { name: 'terms', path: '/terms', viewer: null, title: 'Terms' },
  { name: 'imprint', path: '/imprint', viewer: null, title: 'Imprint' },
  { name: 'support', path: '/support', viewer: 'free', title: 'Support' },
  { name: 'credits', path: '/credits', viewer: 'free', title: 'Credits' },
  { name: 'subscription error', path: '/subscription/success', viewer: 'free', title: 'Subscription Error' },
  {
    name: 'subscription success',
    path: (d) => `/subscription/success?session_id=${d.paidCheckoutId}`,
    viewer: 'owner',
    title: 'Credits added',
    // After at least 3 s of "Confirming your payment…", the final state (in any language).
    open: async (page) => {
      await expect(page.getByTestId('credits-added')).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'dev checkout', path: (d) => `/dev/checkout?session_id=${d.checkoutId}`, viewer: 'owner', title: 'Checkout (Local billing simulator)' },
  { name: 'billing portal', path: '/dev/portal', viewer: 'monthly', title: 'Billing portal (Local billing simulator)' },
  { name: 'pantry', path: '/pantry', viewer: 'monthly', title: 'Pantry' },
  { name: 'pantry upgrade', path: '/pantry', viewer: 'free', title: 'Pantry' },
  { name: 'shopping list', path: '/shopping-list', viewer: 'monthly', title: 'Shopping list' },
  { name: 'meal planner', path: '/meal-planner', viewer: 'monthly', title: 'Meal planner' },
  { name: 'meal planner upgrade', path: '/meal-planner', viewer: 'free', title: 'Meal planner' },
  { name: 'household join', path: '/household/join?token=not-a-real-invite', viewer: 'free', title: 'Join a household' },
  { name: 'assistant consent', path: '/oauth/authorize?client_id=not-a-real-assistant', viewer: 'free', title: 'Connect an assistant' },
  { name: 'recipe editor new', path: '/recipe/new', viewer: 'free', title: 'Write a recipe' },
  { name: 'recipe editor', path: (d) => `/recipe/${d.recipeId}/edit`, viewer: 'owner', title: 'Edit recipe' },
];

/**
 * Pages of core/kernel/routes.ts that are not a screen of their own, and why; every other page must be
 * reached by a path of SCREENS (a test in e2e/a11y.spec.ts keeps the two lists honest).
 */
export const NOT_SCREENS: Record<string, string> = {
  '/auth/callback': 'a moment of progress on the way back from Google (e2e/navigation.spec.ts holds it and checks it)',
  '/recipe': 'redirects to /dashboard',
};

export function screenPath(screen: Screen, data: ScreenData) {
  return typeof screen.path === 'string' ? screen.path : screen.path(data);
}

/**
 * One Pro cook's recipe carrying the 60-letter word in its name, an ingredient, its notes (with
 * markdown) and its share message, shared and reviewed (the review and the reviewer's name hold
 * the word too), so every screen shows long text and filled states. Returns the ids.
 */
export async function prepareScreenData(browser: Browser): Promise<ScreenData> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, { planType: 'monthly', name: `Lena ${LONG_WORD}`, email: uniqueEmail('long') });
  // Written by hand: the offline chef cooks only dishes its cookbook knows, and every screen must
  // show the long title.
  const created = await page.request.post('/api/recipes', {
    data: {
      title: `${LONG_WORD} stew`,
      description: `A slow stew of ${LONG_WORD.toLowerCase()}, tomatoes and garlic.`,
      ingredients: [`200 g ${LONG_WORD.toLowerCase()}`, '400 g canned tomatoes', '2 cloves garlic', '2 tbsp olive oil'],
      instructions: [
        'Heat the oil in a pot over a medium heat and soften the garlic for **1 minute**.',
        `Add the tomatoes and the ${LONG_WORD.toLowerCase()} and simmer for **25 minutes**, stirring now and then.`,
        'Season with salt and serve hot.',
      ],
      servings: 2,
      prep_time: 10,
      cook_time: 30,
      cuisine: 'italian',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { recipe } = (await created.json()) as { recipe: { id: string } };
  const notes = await page.request.patch(`/api/recipes/${recipe.id}/notes`, {
    data: { notes: `**Bold** and *gentle*: ${LONG_WORD}\n- first\n- second [link](https://example.com)` },
  });
  expect(notes.ok(), await notes.text()).toBe(true);
  const shared = await page.request.post(`/api/recipes/${recipe.id}/share`, {
    data: { share_message: `Try this ${LONG_WORD}` },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { shared_recipe_id: sharedId } = (await shared.json()) as { shared_recipe_id: string };
  await reviewAsAnotherCook(browser, sharedId);
  const checkoutId = await openCreditCheckout(page);
  const paidCheckoutId = await openCreditCheckout(page);
  const paid = await page.request.post('/api/dev/checkout/complete', { data: { session_id: paidCheckoutId } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const owner = await context.storageState();
  await context.close();
  return { recipeId: recipe.id, sharedId, checkoutId, paidCheckoutId, owner };
}

/** Opens a credit-package checkout on the local billing simulator; returns its session id. */
async function openCreditCheckout(page: Page) {
  const res = await page.request.post('/api/credits/checkout', { data: { package: 'popular' } });
  expect(res.ok(), await res.text()).toBe(true);
  const { checkout_url: url } = (await res.json()) as { checkout_url: string };
  const id = new URL(url, 'http://localhost').searchParams.get('session_id');
  expect(id).toBeTruthy();
  return id ?? '';
}

/** A second cook rates, reviews and upvotes the recipe; a third upvotes it too. */
async function reviewAsAnotherCook(browser: Browser, sharedId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, { planType: 'yearly', name: `Rita ${LONG_WORD}`, email: uniqueEmail('reviewer') });
  const rated = await page.request.post(`/api/discover/${sharedId}/rate`, { data: { rating: 5 } });
  expect(rated.ok(), await rated.text()).toBe(true);
  const reviewed = await page.request.post(`/api/discover/${sharedId}/review`, {
    data: { review_text: `Lovely ${LONG_WORD}` },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  // Discover shows real counts (docs/decisions/032-hardening-second-pass.md): this cook's upvote and a second cook's.
  const voted = await page.request.post(`/api/discover/${sharedId}/vote`, { data: { vote_type: 'upvote' } });
  expect(voted.ok(), await voted.text()).toBe(true);
  await signInAs(page, { planType: 'monthly', name: 'Vera Voter', email: uniqueEmail('voter') });
  const second = await page.request.post(`/api/discover/${sharedId}/vote`, { data: { vote_type: 'upvote' } });
  expect(second.ok(), await second.text()).toBe(true);
  await context.close();
}

const sessions = new Map<PlanType, SessionState>();

/** A signed-in browser state for a fresh user on `plan`, made once per plan and reused. */
async function sessionFor(browser: Browser, plan: PlanType) {
  const saved = sessions.get(plan);
  if (saved) return saved;
  const context = await browser.newContext();
  await signInAs(await context.newPage(), { planType: plan, name: `Theo ${LONG_WORD}` });
  const state = await context.storageState();
  await context.close();
  sessions.set(plan, state);
  return state;
}

/** A browser context in which `screen`'s viewer is signed in (or nobody, for signed-out screens). */
export async function screenContext(browser: Browser, screen: Screen, data: ScreenData, options: BrowserContextOptions = {}) {
  const storageState =
    screen.viewer === null ? undefined : screen.viewer === 'owner' ? data.owner : await sessionFor(browser, screen.viewer);
  return browser.newContext({ ...options, storageState });
}

/**
 * A sweep's visits: one browser context per viewer, a fresh page (tab) per screen. A context per
 * screen fetched and compiled the app's 50-80 files again on every visit (a context starts with an
 * empty cache); the files are immutable, so the viewer's context keeps them, as a cook's browser
 * does, and each visit costs the screen's own requests (docs/decisions/057-ci-under-30-minutes.md).
 * `prepare` runs once on each new context (language, theme). Close them with `close()`.
 */
export function screenVisits(browser: Browser, data: ScreenData, options: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const contexts = new Map<Screen['viewer'], Promise<BrowserContext>>();
  return {
    async page(screen: Screen): Promise<Page> {
      let context = contexts.get(screen.viewer);
      if (!context) {
        context = screenContext(browser, screen, data, options).then(async (made) => {
          await prepare?.(made);
          return made;
        });
        contexts.set(screen.viewer, context);
      }
      return (await context).newPage();
    },
    async close() {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
  };
}

/**
 * Opens a path and waits until the screen's first heading shows (the viewer is the context's).
 * The sweeps check what a screen shows, not how fast: on a loaded machine a screen's chunks and
 * first API answers may take longer than the usual 10 s, so the wait is longer.
 */
export async function openScreenAs(page: Page, path: string, open?: Screen['open']) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // The sweeps check the screen as a visitor uses it: a public page's app woken by their first move.
  await wakeApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  if (open) await open(page);
}

/** Controls in <main> labelled by aria-label whose name does not start with their visible text (WCAG 2.5.3, G208). */
export async function namesNotStartingWithVisibleText(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const out: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('button[aria-label], a[aria-label], [role="button"][aria-label]')) {
      const visible = words(el.innerText ?? '');
      const name = words(el.getAttribute('aria-label') ?? '');
      if (visible && el.getClientRects().length > 0 && !name.startsWith(visible)) out.push(`"${el.getAttribute('aria-label')}" shows "${el.innerText.trim()}"`);
    }
    return out;
  });
}
