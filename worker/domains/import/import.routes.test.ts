import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAPH_PAGE, MICRODATA_PAGE, NO_RECIPE_PAGE, SECTION_PAGE } from '#core/reading/recipe-extract.fixtures';
import { RESTING_DOUGH_PAGE } from '#core/reading/recipe-extract.pages';
import { TEXT_DE, TEXT_EN, TEXT_ES } from '#core/reading/recipe-text-split.fixtures';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { countRows, fakeWeb, html, pngImage, redirect, streamed } from './import-test-helpers';

interface ImportedDto {
  id: string;
  title: string;
  ingredients: string;
  instructions: string;
  prep_time: number;
  cook_time: number;
  servings: number;
  image_url: string | null;
  source_url: string | null;
  language: string;
  provider: string;
}

let user: SignedIn;
beforeEach(async () => {
  user = await signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const importUrl = (url: string) => apiFetch('/recipes/import', { cookie: user.cookie, json: { url } });
const importText = (text: string) => apiFetch('/recipes/import', { cookie: user.cookie, json: { text } });

async function expectError(res: Response, status: number, code: string) {
  const body = await res.json<{ code: string; error: string }>();
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  return body;
}

describe('POST /api/recipes/import { url }', () => {
  it('saves the Recipe from @graph with times, servings, source URL and the picture copied to R2', async () => {
    const { requested } = fakeWeb({
      'https://blog.example.com/soup': html(GRAPH_PAGE),
      'https://cdn.example.com/soup.png': pngImage,
    });
    const res = await importUrl('https://blog.example.com/soup');
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: ImportedDto }>();
    expect(recipe).toMatchObject({
      title: 'Tomato & Basil Soup',
      ingredients: '800 g tomatoes\n1 onion\nA handful of basil',
      instructions: 'Chop the onion.\nSimmer with the tomatoes for 1 hour.\nBlend with the basil.',
      prep_time: 10,
      cook_time: 65,
      servings: 4,
      source_url: 'https://blog.example.com/soup',
      language: 'en',
      provider: 'import',
    });
    expect(recipe.image_url).toMatch(/^\/api\/images\/p\/[0-9a-f-]+\.png$/);
    expect(requested).toEqual(['https://blog.example.com/soup', 'https://cdn.example.com/soup.png']);
    const picture = await apiFetch(recipe.image_url ?? '', { cookie: user.cookie });
    expect(picture.headers.get('content-type')).toBe('image/png');
    const detail = await apiFetch(`/recipes/${recipe.id}`, { cookie: user.cookie });
    expect((await detail.json<{ recipe: ImportedDto }>()).recipe.source_url).toBe('https://blog.example.com/soup');
  });

  it('drops the bidirectional controls a page puts in its text (hidden reordering of text)', async () => {
    const hostile = GRAPH_PAGE.replace('Basil Soup', 'Basil\u202Epuos\u202C Soup').replace('1 onion', '1 \u2066onion\u2069').replace('Chop the onion.', '\u202AChop\u202B the\u202D onion.\u2067\u2068');
    expect(hostile).not.toBe(GRAPH_PAGE);
    fakeWeb({ 'https://blog.example.com/bidi': html(hostile) });
    const res = await importUrl('https://blog.example.com/bidi');
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: ImportedDto }>();
    expect(recipe.title).toBe('Tomato & Basilpuos Soup');
    expect(recipe.ingredients.split('\n')[1]).toBe('1 onion');
    expect(recipe.instructions.split('\n')[0]).toBe('Chop the onion.');
    const stored = await env.DB.prepare('SELECT title, ingredients, instructions FROM recipes WHERE id = ?1').bind(recipe.id).first<Record<string, string>>();
    expect(JSON.stringify(stored)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('saves the total time a page gives (an overnight rest) and shows prep plus cook where it gives none', async () => {
    fakeWeb({ 'https://blog.example.com/focaccia': html(RESTING_DOUGH_PAGE), 'https://blog.example.com/soup': html(GRAPH_PAGE) });
    const rested = await (await importUrl('https://blog.example.com/focaccia')).json<{ recipe: ImportedDto & { total_time: number } }>();
    expect(rested.recipe).toMatchObject({ prep_time: 20, cook_time: 25, total_time: 840, servings: 8 });
    expect(rested.recipe.ingredients.split('\n')).toEqual(['500 g flour', '10 g salt', '400 ml water', '4 g yeast']);
    const soup = await (await importUrl('https://blog.example.com/soup')).json<{ recipe: ImportedDto & { total_time: number } }>();
    expect(soup.recipe).toMatchObject({ prep_time: 10, cook_time: 65, total_time: 75 });
    const stored = await env.DB.prepare('SELECT total_time FROM recipes WHERE id = ?1').bind(soup.recipe.id).first<{ total_time: number | null }>();
    expect(stored?.total_time).toBeNull();
  });

  it('flattens HowToSections; a relative image that is not an image leaves the recipe without one', async () => {
    fakeWeb({
      'https://pizza.example.com/': html(SECTION_PAGE),
      'https://pizza.example.com/img/pizza-large.jpg': html('<html>not a picture</html>'),
    });
    const res = await importUrl('https://pizza.example.com/');
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: ImportedDto }>();
    expect(recipe.instructions.split('\n')).toEqual([
      '**For the dough:** Mix flour and yeast.',
      'Knead for 10 minutes.',
      '**To finish:** Spread the sauce and bake.',
    ]);
    expect(recipe.image_url).toBeNull();
    expect(await countRows('images', user.userId)).toBe(0);
  });

  it('reads microdata; an image/webp answer whose bytes are HTML is not stored', async () => {
    fakeWeb({
      'https://pancakes.example.com/r': html(MICRODATA_PAGE, 'application/xhtml+xml'),
      'https://cdn.example.com/pancakes.webp': html('<svg onload="alert(1)"></svg>', 'image/webp'),
    });
    const res = await importUrl('https://pancakes.example.com/r');
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: ImportedDto }>();
    expect(recipe).toMatchObject({ title: "Grandma's Pancakes", servings: 8, ingredients: '200 g flour\n2 eggs\n300 ml milk', image_url: null });
    expect(await countRows('images', user.userId)).toBe(0);
  });

  it('follows a public redirect and keeps the final address as the source', async () => {
    fakeWeb({ 'http://short.example.com/x': redirect('https://blog.example.com/soup', 301), 'https://blog.example.com/soup': html(GRAPH_PAGE) });
    const res = await importUrl('http://short.example.com/x');
    expect(res.status).toBe(201);
    expect((await res.json<{ recipe: ImportedDto }>()).recipe.source_url).toBe('https://blog.example.com/soup');
  });

  it.each([
    ['a page without a recipe', html(NO_RECIPE_PAGE)],
    ['a PDF', html('%PDF-1.7', 'application/pdf')],
    ['JSON that is not JSON-LD', html(GRAPH_PAGE, 'application/json')],
    ['a 404', () => new Response('gone', { status: 404, headers: { 'content-type': 'text/html' } })],
    ['a 3 MB page streamed without a length', streamed(GRAPH_PAGE, 3 * 1024 * 1024)],
    ['a page declaring 3 MB', () => new Response(GRAPH_PAGE, { headers: { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) } })],
  ])('%s: 422 no_recipe_found and nothing saved', async (_name, page) => {
    fakeWeb({ 'https://site.example.com/r': page });
    const body = await expectError(await importUrl('https://site.example.com/r'), 422, 'no_recipe_found');
    expect(body.error.length).toBeGreaterThan(0);
    expect(await countRows('recipes', user.userId)).toBe(0);
  });

  it('a 3 MB page is cut off after 2 MB, not read to the end', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (pulled >= 3 * 1024 * 1024) controller.close();
      },
    });
    fakeWeb({ 'https://big.example.com/': () => new Response(stream, { headers: { 'content-type': 'text/html' } }) });
    await expectError(await importUrl('https://big.example.com/'), 422, 'no_recipe_found');
    expect(pulled).toBeLessThan(2.5 * 1024 * 1024);
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1/admin'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a relative IPv6 loopback', '//[::1]/'],
    ['a file URL', 'file:///etc/passwd'],
  ])('a redirect to %s: 400 url_not_allowed, the next hop never fetched', async (_name, location) => {
    const { requested } = fakeWeb({
      'https://a.example.com/start': redirect('https://b.example.com/next', 307),
      'https://b.example.com/next': redirect(location),
    });
    await expectError(await importUrl('https://a.example.com/start'), 400, 'url_not_allowed');
    expect(requested).toEqual(['https://a.example.com/start', 'https://b.example.com/next']);
    expect(await countRows('recipes', user.userId)).toBe(0);
  });

  it('more than five redirects: 422', async () => {
    const pages = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`https://loop.example.com/${i}`, redirect(`/${i + 1}`)]));
    const { requested } = fakeWeb(pages);
    await expectError(await importUrl('https://loop.example.com/0'), 422, 'no_recipe_found');
    expect(requested).toHaveLength(6);
  });

  it.each(['http://127.0.0.1/', 'http://127.0.0.1:8817/', 'http://localhost/', 'http://10.0.0.1/', 'http://[::1]/', 'http://0x7f000001/', 'http://[::ffff:169.254.169.254]/', 'http://metadata.google.internal/', 'gopher://example.com/'])(
    '%s is refused with 400 url_not_allowed without any fetch or counted attempt',
    async (url) => {
      const { spy } = fakeWeb({});
      await expectError(await importUrl(url), 400, 'url_not_allowed');
      expect(spy).not.toHaveBeenCalled();
      expect(await countRows('import_attempts', user.userId)).toBe(0);
    },
  );

  it('without the local fixture web (as in production), a .example address goes to the internet like any other', async () => {
    const { requested } = fakeWeb({ 'https://recipes.example/shakshuka': html(GRAPH_PAGE) });
    expect((await importUrl('https://recipes.example/shakshuka')).status).toBe(201);
    expect(requested).toEqual(['https://recipes.example/shakshuka', 'https://cdn.example.com/soup.png']);
  });

  it('an unreachable site: 502 upstream_failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection refused'));
    await expectError(await importUrl('https://down.example.com/'), 502, 'upstream_failed');
  });
});

describe('POST /api/recipes/import { text }', () => {
  it.each([
    ['en', TEXT_EN, 'Lemon Garlic Pasta', '200 g spaghetti'],
    ['es', TEXT_ES, 'Tortilla de patatas', '4 patatas'],
    ['de', TEXT_DE, 'Kartoffelsalat', '1 kg festkochende Kartoffeln'],
  ])('saves pasted %s text, fetching nothing', async (language, text, title, firstIngredient) => {
    const { spy } = fakeWeb({});
    const res = await importText(text);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: ImportedDto }>();
    expect(recipe).toMatchObject({ title, language, source_url: null, image_url: null, provider: 'import' });
    expect(recipe.ingredients.split('\n')[0]).toBe(firstIngredient);
    expect(recipe.instructions.split('\n')).toHaveLength(3);
    expect(spy).not.toHaveBeenCalled();
  });

  it('text with no recipe: 422 and nothing saved', async () => {
    await expectError(await importText('Just a note about dinner.'), 422, 'no_recipe_found');
    expect(await countRows('recipes', user.userId)).toBe(0);
  });
});

describe('limits and access', () => {
  it('the 21st attempt within an hour answers 429; older attempts do not count; usage is untouched', async () => {
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const recent = new Date(Date.now() - 60_000).toISOString();
    const insert = env.DB.prepare('INSERT INTO import_attempts (id, user_id, created_at) VALUES (?1, ?2, ?3)');
    await env.DB.batch([
      ...Array.from({ length: 5 }, () => insert.bind(crypto.randomUUID(), user.userId, old)),
      ...Array.from({ length: 19 }, () => insert.bind(crypto.randomUUID(), user.userId, recent)),
    ]);
    expect((await importText(TEXT_EN)).status).toBe(201);
    await expectError(await importText(TEXT_EN), 429, 'rate_limited');
    const usage = await apiFetch('/usage', { cookie: user.cookie });
    expect(await usage.json()).toMatchObject({ used: 0 });
  });

  it('signed out: 401', async () => {
    const res = await apiFetch('/recipes/import', { json: { text: TEXT_EN } });
    expect(res.status).toBe(401);
  });

  it.each([[{}], [{ url: 'https://a.example.com', text: 'x' }], [{ url: '' }], [{ text: 'x'.repeat(20_001) }], [{ url: 'https://a.example.com', extra: 1 }]])(
    'body %j: 400 validation_failed',
    async (body) => {
      const res = await apiFetch('/recipes/import', { cookie: user.cookie, json: body });
      await expectError(res, 400, 'validation_failed');
    },
  );
});
