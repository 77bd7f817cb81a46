import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_PAGE_EN } from '#core/reading/recipe-chatter.fixtures';
import { apiFetch, signIn } from '../../test/helpers';
import { fakeWeb, html } from '../import/import-test-helpers';
import { downloadExport, textOf } from './export-test-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a blog recipe imported and exported', { timeout: 30_000 }, () => {
  it('keeps only the recipe, and the export names the site and the page, never the cook, as its source', async () => {
    const user = await signIn();
    const url = 'https://www.thecosykitchen.example/creamy-tomato-soup/';
    fakeWeb({ [url]: html(BLOG_PAGE_EN) });
    const res = await apiFetch('/recipes/import', { cookie: user.cookie, json: { url } });
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: { id: string; title: string; description: string | null; instructions: string; source_url: string } }>();
    expect(recipe.title).toBe('Creamy Tomato Soup');
    expect(recipe.description).toBeNull();
    expect(recipe.instructions).not.toMatch(/pin|subscribe|newsletter|instagram|rating/i);
    expect(recipe.instructions.split('\n')).toHaveLength(4);
    expect(recipe.source_url).toBe(url);
    vi.restoreAllMocks();

    const { files } = await downloadExport(user.cookie);
    const base = Object.keys(files).find((name) => name.startsWith('recipes/creamy-tomato-soup') && name.endsWith('.md'))!;
    const markdown = textOf(files, base);
    expect(markdown).toContain(`- Source: thecosykitchen.example <${url}>`);
    const jsonLd = JSON.parse(textOf(files, base.replace(/\.md$/, '.jsonld'))) as Record<string, unknown>;
    expect(jsonLd.isBasedOn).toEqual({ '@type': 'CreativeWork', name: 'thecosykitchen.example', url });
    expect(jsonLd.author).toEqual({ '@type': 'Organization', name: 'thecosykitchen.example', url: 'https://www.thecosykitchen.example' });
  });
});
