import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { createDb } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { getLinkPreview } from '../community/shared-recipe.service';
import { insertRecipe, share } from '../community/test-helpers';
import { signIn } from '../../test/helpers';

/**
 * The worker-drawn shared page: its markdown is parsed in linear time, and its shell is
 * cached per version of the recipe, so repeated signed-out views do not parse the steps again.
 */

const INDEX = '<!doctype html><html lang="en"><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const assets = { fetch: async () => new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8' } }) };
const ORIGIN = 'https://forkcast.example';
const page = (path: string) => app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets });

describe('the shared recipe page', () => {
  it('draws a step of `._a` repeated 667 times in milliseconds', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Shell Chef' });
    const recipeId = await insertRecipe(owner.userId);
    const step = '._a'.repeat(667);
    await env.DB.prepare('UPDATE recipes SET instructions = ?2 WHERE id = ?1').bind(recipeId, `${step}\n${step}\n${step}`).run();
    const id = await share(owner, recipeId);
    await page(`/discover/${id}`); // warm up the code paths
    await env.DB.prepare("UPDATE recipes SET instructions = instructions || '.' WHERE id = ?1").bind(recipeId).run();
    const started = performance.now();
    const res = await page(`/discover/${id}`);
    const html = await res.text();
    expect(performance.now() - started).toBeLessThan(300);
    expect(res.status).toBe(200);
    expect(html).toContain('._a._a._a');
  });

  it('is cached per recipe version: the same version is served from the cache, an edit draws it afresh', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Cache Chef' });
    const recipeId = await insertRecipe(owner.userId, { title: 'Cached pie' });
    const id = await share(owner, recipeId);
    const first = await (await page(`/discover/${id}`)).text();
    expect(first).toContain('Cached pie');

    // The entry for this version is what the next view shows.
    const preview = await getLinkPreview({ db: createDb(env.DB) }, id);
    const key = `${ORIGIN}/__recipe-shell/${encodeURIComponent(id)}/${await sha256Hex(JSON.stringify(preview))}`;
    const stored = await caches.default.match(key);
    expect(stored).toBeDefined();
    expect(await stored!.text()).toContain('Cached pie');
    await caches.default.put(key, new Response('<div id="server-shell">from the cache</div>', { headers: { 'cache-control': 'public, max-age=3600' } }));
    expect(await (await page(`/discover/${id}`)).text()).toContain('from the cache');

    // An edit is another version.
    await env.DB.prepare("UPDATE recipes SET instructions = '1. Mix gently' WHERE id = ?1").bind(recipeId).run();
    const edited = await (await page(`/discover/${id}`)).text();
    expect(edited).not.toContain('from the cache');
    expect(edited).toContain('Mix gently');
  });
});
