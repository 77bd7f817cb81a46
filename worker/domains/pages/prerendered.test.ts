import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { insertRecipe, share } from '../community/test-helpers';
import { signIn } from '../../test/helpers';

/**
 * What a browser receives before any JavaScript runs: the prerendered public pages in the
 * visitor's language, and a shared recipe's content drawn by the worker. The assets binding
 * stands in for dist/client (the files scripts/prerender.ts writes; scripts/prerender.test.ts
 * checks their content).
 */
const SPA = '<!doctype html><html lang="en"><head><meta name="description" content="Forkcast"><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const prerendered = (lang: string, file: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${file}</title></head><body><div id="root" data-prerendered="${lang}"><h1>${lang}:${file}</h1></div></body></html>`;

const RECIPE_TEMPLATE = SPA.replace('</head>', '<script type="module" crossorigin src="/assets/public-x.js"></script></head>');

const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (pathname === '/_prerendered/recipe') return new Response(RECIPE_TEMPLATE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const match = /^\/_prerendered\/(en|es|de)\/(home|pricing|privacy|terms|imprint)$/.exec(pathname);
    const html = match ? prerendered(match[1] ?? '', match[2] ?? '') : SPA;
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"x"' } });
  },
};
const missing = { fetch: async () => new Response('Not found', { status: 404 }) };

const get = (path: string, headers: Record<string, string> = {}, binding: typeof assets = assets) =>
  app.request(`https://forkcast.example${path}`, { headers }, { ...env, ASSETS: binding });

describe('prerendered public pages', () => {
  it.each([
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/imprint', 'imprint'],
  ])('%s is sent as its prerendered page', async (path, file) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<h1>en:${file}</h1>`);
    expect(res.headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('in the browser language, and in the saved choice over it', async () => {
    expect(await (await get('/pricing', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).text()).toContain('<h1>de:pricing</h1>');
    expect(await (await get('/privacy', { 'accept-language': 'fr-FR,es;q=0.5' })).text()).toContain('<h1>es:privacy</h1>');
    const chosen = await get('/', { 'accept-language': 'de-DE', cookie: 'fc_lang=es' });
    expect(await chosen.text()).toContain('<h1>es:home</h1>');
    expect(chosen.headers.get('content-language')).toBe('es');
  });

  it('a signed-in cook gets the app at / (their creator), and the prerendered pricing page', async () => {
    expect(await (await get('/', { cookie: 'fc_signed_in=1' })).text()).toBe(SPA);
    expect(await (await get('/pricing', { cookie: 'fc_signed_in=1' })).text()).toContain('<h1>en:pricing</h1>');
  });

  it('pricing with a query (a chosen period, a checkout to resume) is left to the app', async () => {
    expect(await (await get('/pricing?plan=yearly&checkout=1')).text()).toBe(SPA);
  });

  it('without a prerendered file (vite dev) the app page is sent', async () => {
    const res = await get('/pricing', {}, missing);
    expect(res.status).toBe(404);
    const spa = await get('/terms', {}, { fetch: async (input) => (String(input instanceof Request ? input.url : input).includes('_prerendered') ? missing.fetch() : assets.fetch(input)) });
    expect(await spa.text()).toBe(SPA);
  });
});

describe('a shared recipe before JavaScript', () => {
  it('its title, message, ingredients and steps are in the HTML, escaped, before the app root', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Shell Chef' });
    const title = 'Tarte <script>alert(1)</script> fine';
    const id = await share(owner, await insertRecipe(owner.userId, { title }), 'Crisp & "golden"');
    const res = await get(`/discover/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const shell = html.slice(html.indexOf('<div id="server-shell"'), html.indexOf('<div id="root"'));
    expect(shell).toContain('<h1 class="text-3xl font-bold break-words sm:text-4xl">Tarte &#60;script&#62;alert(1)&#60;/script&#62; fine</h1>');
    expect(shell).toContain('Crisp &#38; &#34;golden&#34;');
    expect(shell).toMatch(/<h2 [^>]*>Ingredients<\/h2>/);
    expect(shell).toContain('<span>2 eggs</span>');
    expect(shell).toContain('<span>flour</span>');
    expect(shell).toContain('Mix <strong>well</strong>');
    expect(shell).toContain('Bake');
    expect(shell).toContain('30 min · 2 servings');
    expect(shell).toContain('<main id="main"');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it("is drawn into the build's recipe template (the public pages' light script), or the app page without a build", async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Template Chef' });
    const id = await share(owner, await insertRecipe(owner.userId, { title: 'Template tart' }), 'Light');
    const built = await (await get(`/discover/${id}`)).text();
    expect(built).toContain('src="/assets/public-x.js"');
    expect(built).toContain('Template tart');
    const withoutBuild = { fetch: async (input: RequestInfo | URL) => (String(input instanceof Request ? input.url : input).includes('_prerendered') ? missing.fetch() : assets.fetch(input)) };
    const dev = await (await get(`/discover/${id}`, {}, withoutBuild)).text();
    expect(dev).not.toContain('public-x.js');
    expect(dev).toContain('Template tart');
  });

  it('an unknown shared recipe gets no shell', async () => {
    const html = await (await get('/discover/no-such-recipe')).text();
    expect(html).not.toContain('server-shell');
  });
});
