import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures';
import { axeViolations } from './page-checks';

/**
 * AI assistants (docs/decisions/079-mcp-server.md): an assistant registers itself, the cook opens
 * the consent screen at /oauth/authorize, chooses what it may do and is sent back with a code;
 * Settings then list the assistant with its last use and disconnect it. Both screens axe clean
 * and without sideways scrolling on a 390 px phone and a 1280 px desktop.
 */

const REDIRECT = 'http://127.0.0.1:33418/callback';
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const base64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function expectClean(page: Page, state: string) {
  const { found } = await axeViolations(page);
  expect.soft(found, `axe on ${state}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${state}: sideways scroll`).toBeLessThanOrEqual(0);
}

/** Registers an assistant as an MCP client does (RFC 7591) and builds its authorization request. */
async function assistantRequest(page: Page, origin: string, name: string) {
  const registered = await page.request.post('/oauth/register', {
    data: { client_name: name, redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { client_id } = (await registered.json()) as { client_id: string };
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const query = new URLSearchParams({
    response_type: 'code',
    client_id,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-e2e',
    scope: 'read write',
    resource: `${origin}/mcp`,
  });
  return { clientId: client_id, verifier, url: `/oauth/authorize?${query}` };
}

for (const size of SIZES) {
  test(`an assistant is allowed on the consent screen, then listed and disconnected in settings (${size.name})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: size.viewport });
    const page = await context.newPage();
    await signInAs(page, { planType: 'monthly', name: 'Ana Assistant' });
    const origin = new URL(baseURL!).origin;
    const { clientId, verifier, url } = await assistantRequest(page, origin, 'Claude');

    // The assistant's redirect: nothing listens there, so the test answers it and reads the code.
    let redirected: URL | null = null;
    await context.route(`${REDIRECT}**`, async (route) => {
      redirected = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Back in the assistant' });
    });

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Allow Claude to use your Forkcast?' })).toBeVisible();
    await expect(page.getByText('Access will be sent to 127.0.0.1.')).toBeVisible();
    await expect(page.getByTestId('consent-local-warning')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Read and change/ })).toBeChecked();
    await expectClean(page, `the consent screen (${size.name})`);

    // Read only, then Allow: back to the assistant with a code and its state.
    await page.getByRole('radio', { name: /Read only/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => redirected?.searchParams.get('state') ?? null).toBe('state-e2e');
    const code = redirected!.searchParams.get('code');
    expect(code).toBeTruthy();

    // The assistant exchanges the code and makes one call, so settings show a last use.
    const token = await page.request.post('/oauth/token', {
      form: { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier, resource: `${origin}/mcp` },
    });
    expect(token.status(), await token.text()).toBe(200);
    const { access_token, scope } = (await token.json()) as { access_token: string; scope: string };
    expect(scope).toBe('read');
    const mcp = (body: unknown) =>
      page.request.post('/mcp', {
        headers: { authorization: `Bearer ${access_token}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        data: body,
      });
    const listed = await mcp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_pantry', arguments: {} } });
    expect(listed.status(), await listed.text()).toBe(200);

    await page.goto('/settings#assistants');
    const section = page.getByRole('region', { name: 'Connected assistants' });
    const row = section.getByRole('listitem').filter({ hasText: 'Claude' });
    await expect(row).toContainText('Read only');
    await expect(row).toContainText('Last used');
    await expect(section.getByTestId('assistants-server-url')).toHaveText(`${origin}/mcp`);
    await expectClean(page, `settings with a connected assistant (${size.name})`);

    await row.getByRole('button', { name: 'Disconnect Claude' }).click();
    await expect(section.getByText('No assistant is connected.')).toBeVisible();
    // The toast that says so is checked too, once it is there: axe waits for its fade-in to end,
    // but it ran once while the toast was still mounting (its text half transparent).
    await expect(page.getByText('Claude is disconnected.')).toBeVisible();
    await expectClean(page, `settings without assistants (${size.name})`);
    const refused = await mcp({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(refused.status()).toBe(401);
    await context.close();
  });
}

test('a signed-out cook signs in first and comes back to the consent screen, in German', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: SIZES[0].viewport });
  await context.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
  const page = await context.newPage();
  const origin = new URL(baseURL!).origin;
  const { url } = await assistantRequest(page, origin, 'MCP Inspector');
  await page.goto(url);
  // Locally the app's sign-in is the dev sign-in: pick the demo cook, then the screen comes back.
  await expect(page).toHaveURL(/\/dev\/sign-in/);
  await page.getByRole('button', { name: /Casey Cook/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Darf MCP Inspector dein Forkcast nutzen?' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Erlauben' })).toBeVisible();
  await expectClean(page, 'the consent screen in German after signing in');
  await context.close();
});
