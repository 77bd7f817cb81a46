import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { ocrLanguages } from '../lib/read-page-text';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

/** "Photo of a page" with a vision model on the server (docs/decisions/041-reading-recipes-photos.md). */
describe('photo of a page', () => {
  it('sends the chosen pages as data URLs with the interface language and opens the saved recipe', async () => {
    const { calls, router } = (() => {
      const api = mockApi({
        'GET /api/users/me': makeMe({ planType: 'free' }),
        'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
        'GET /api/my-recipes': { recipes: [recipeFixture()], total: 1, next_cursor: null },
        'POST /api/recipes/import': () => ({ status: 201, body: { recipe: recipeFixture({ id: 'imp1', title: 'Apfelkuchen' }) } }),
        'GET /api/recipes/imp1': { recipe: recipeFixture({ id: 'imp1', title: 'Apfelkuchen' }) },
        'GET /api/recipes/imp1/share': { shared: false },
      });
      return { ...api, ...renderApp('/my-recipes') };
    })();
    await userEvent.click(await screen.findByRole('button', { name: 'Import recipe' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a recipe' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Photo of a page' }));
    const read = within(dialog).getByRole('button', { name: 'Read the recipe' });
    expect(read).toBeDisabled();
    const pages = [1, 2].map((n) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, n])], `page-${n}.png`, { type: 'image/png' }));
    await userEvent.upload(within(dialog).getByLabelText('Take or choose photos'), pages);
    expect(within(dialog).getByText('Page 2: page-2.png')).toBeInTheDocument();
    await userEvent.click(read);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/imp1'), { timeout: 10_000 });
    const posted = calls.filter((c) => c.method === 'POST').map((c) => c.body as { images: string[]; language: string });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.language).toBe('en');
    expect(posted[0]!.images.map((url) => url.slice(0, 22))).toEqual(['data:image/png;base64,', 'data:image/png;base64,']);
  });

  it.each([
    ['en', ['eng', 'spa', 'deu']],
    ['es', ['spa', 'eng', 'deu']],
    ['de-DE', ['deu', 'eng', 'spa']],
    ['fr', ['eng', 'spa', 'deu']],
  ])('reads %s pages with %j', (language, expected) => {
    expect(ocrLanguages(language)).toEqual(expected);
  });
});
