import { test as base, expect, type Page } from '@playwright/test';
import type { PlanType } from '#core/kernel/plans';

export interface SignedInUser {
  email: string;
  name: string;
  givenName: string;
  planType: PlanType;
}

export interface SignInOptions {
  planType?: PlanType;
  /** Full name; the given name is its first word. */
  name?: string;
  /** Defaults to a unique address, so every test gets a fresh user. */
  email?: string;
}

let counter = 0;

/** A unique email for a fresh user (unique across runs, processes and calls). */
export function uniqueEmail(label = 'cook') {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}-${random}@e2e.forkcast.test`;
}

/**
 * Signs `page`'s browser in as a fresh user through the API, exactly like the dev sign-in page:
 * a sign-in attempt (state cookie), `POST /api/dev/codes`, then `POST /api/sessions`. The calls
 * go through `page.request`, which shares the browser's cookies, so the session cookie lands in
 * the browser. A new email on `planType` creates that user on that plan.
 */
export async function signInAs(page: Page, options: SignInOptions = {}): Promise<SignedInUser> {
  const name = options.name ?? 'Erin Tester';
  const email = options.email ?? uniqueEmail();
  const planType = options.planType ?? 'free';

  const attempt = await page.request.get('/api/oauth/google/redirect_url');
  expect(attempt.ok(), await attempt.text()).toBe(true);
  const { redirectUrl } = (await attempt.json()) as { redirectUrl: string };
  const state = new URL(redirectUrl, 'http://localhost').searchParams.get('state') ?? '';

  const codeRes = await page.request.post('/api/dev/codes', { data: { email, name, planType } });
  expect(codeRes.ok(), await codeRes.text()).toBe(true);
  const { code } = (await codeRes.json()) as { code: string };

  const session = await page.request.post('/api/sessions', { data: { code, state } });
  expect(session.ok(), await session.text()).toBe(true);

  return { email, name, givenName: name.split(/\s+/)[0] ?? name, planType };
}

/**
 * Shows intent as a visitor does (the pointer moves), which wakes a public page's app
 * (web/app/wake.ts), and waits until the app runs: ratings, reviews and buttons are there.
 * On any other screen the app already runs and this returns at once.
 */
export async function wakeApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && document.getElementById('server-shell') === null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The local date `days` from today, as YYYY-MM-DD: the planner's week and the pantry's freshness
 * are the cook's local days (the tests run in the browser's time zone, which is the machine's).
 */
export function localDate(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `test` with a `signIn` helper bound to the test's page. */
export const test = base.extend<{ signIn: (options?: SignInOptions) => Promise<SignedInUser> }>({
  signIn: async ({ page }, provide) => {
    await provide((options) => signInAs(page, options));
  },
});

export { expect };
