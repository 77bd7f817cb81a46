import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import { DiscoverDetail } from './discover-detail';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const german = sharedRecipe(2, { title: 'Kartoffelsalat', language: 'de' });
const detail = { ...german, ingredients: '- 1 kg Kartoffeln\n- Salz', instructions: '1. Kochen.', is_own: false, average_rating: 0, total_ratings: 0 };
const extra = {
  'GET /api/discover/sr-2/ratings': () => json({ average_rating: 0, total_ratings: 0, ratings: [], user_rating: null }),
  'GET /api/discover/sr-2/reviews': () => json({ reviews: [] }),
};

/** The translate bar's button changes with each tap; focus follows it instead of falling to the page. */
describe('the translate bar keeps focus', () => {
  it('Translate, then Show original, then Translate again: focus is on the button that replaced the one pressed', async () => {
    mockApi({
      ...extra,
      'GET /api/discover/sr-2': (url) =>
        url.searchParams.get('lang') === 'en'
          ? json({ ...detail, title: 'Potato salad', ingredients: '1 kg potatoes\nSalt', instructions: 'Boil.', translated: true, translated_from: 'de', translated_to: 'en' })
          : json(detail),
    });
    renderAt(<DiscoverDetail id="sr-2" access="pro" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Translate to English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Potato salad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show original' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Translate to English' })).toHaveFocus();
  });

  it('offline: focus goes to the note that translation needs a model', async () => {
    mockApi({
      ...extra,
      'GET /api/discover/sr-2': (url) => json(url.searchParams.get('lang') ? { ...detail, translated: false, translation_unavailable: true } : detail),
    });
    renderAt(<DiscoverDetail id="sr-2" access="signed-out" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Translate to English' }));
    const note = await screen.findByText(/Translation needs an AI model/);
    expect(note.closest('[role="status"]')).toHaveFocus();
  });
});
