import { expect, test, type Page } from '@playwright/test';
import { localDate, signInAs } from './fixtures';

// The service worker is allowed here (blocked elsewhere in the suite, playwright.config.ts): this file
// tests it, or the page's requests and errors as a visitor's browser makes them.
test.use({ serviceWorkers: 'allow' });

/** docs/decisions/027-installable-app-and-offline-list.md: the installable app, and the shopping list and this week's plan without signal. */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker `/sw.js` is active and controls the page. */
async function swControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test('install criteria: a valid manifest with the store icon sizes, and a service worker controlling the page', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png');

  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Forkcast', short_name: 'Forkcast', display: 'standalone', start_url: '/dashboard', scope: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = [...manifest.icons, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png', purpose: 'apple' }];
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  expect(await swControls(page)).toMatch(/\/sw\.js$/);
  // With the worker in control an unknown page is still a real 404, and the API is never cached.
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('offline: tick two items, add one and delete one, reload, see them; back online they reach the server once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, { planType: 'monthly' });
  for (const name of ['Eggs', 'Rice', 'Bread', 'Salt']) {
    expect((await page.request.post('/api/shopping-list', { data: { name } })).status()).toBe(201);
  }
  const meal = await page.request.post('/api/meal-plans', { data: { plan_date: localDate(), meal_type: 'dinner', recipe_title: 'Offline lasagne' } });
  expect(meal.status(), await meal.text()).toBe(201);

  // Online once: the shell is precached and this week's plan and the list are kept on the device.
  await page.goto('/meal-planner');
  await expect(page.getByText('Offline lasagne').first()).toBeVisible();
  await page.goto('/shopping-list');
  await expect(page.getByRole('checkbox', { name: 'Mark Eggs as bought' })).toBeVisible();
  await swControls(page);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeEmpty();

  await context.setOffline(true);
  await expect(banner).toContainText("You're offline.");
  await expect(banner).toContainText("Your shopping list and this week's meal plan still work.");
  await page.getByRole('checkbox', { name: 'Mark Eggs as bought' }).click();
  await page.getByRole('checkbox', { name: 'Mark Rice as bought' }).click();
  await page.getByRole('textbox', { name: 'Item' }).fill('Apples');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Mark Apples as bought' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Salt' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mark Salt as bought' })).toHaveCount(0);

  // A reload without signal: the shell from the service worker, the list and the waiting changes from IndexedDB.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mark Eggs as not bought' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Rice as not bought' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Apples as bought' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Bread as bought' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Salt as bought' })).toHaveCount(0);
  await expect(banner).toContainText("You're offline.");
  await page.goto('/meal-planner');
  await expect(page.getByText('Offline lasagne').first()).toBeVisible();
  await page.goto('/shopping-list');
  await expect(page.getByRole('checkbox', { name: 'Mark Apples as bought' })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeEmpty();
  await expect
    .poll(async () => {
      const { items } = (await (await page.request.get('/api/shopping-list')).json()) as { items: { name: string; is_purchased: boolean }[] };
      return items.map((i) => `${i.name}:${i.is_purchased}`).sort();
    })
    .toEqual(['Apples:false', 'Bread:false', 'Eggs:true', 'Rice:true']);
  // Nothing waits any more: a reload online shows the server's list as it is.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mark Eggs as not bought' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Apples as bought' })).toHaveCount(1);
});
