import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeMe } from '../../../test/mock-api';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import { DiscoverDetail } from './discover-detail';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const detail = {
  ...sharedRecipe(2, { title: 'Kartoffelsalat', language: 'de' }),
  ingredients: '- 1 kg Kartoffeln\n- Salz',
  instructions: '1. Kochen.',
  is_own: false,
  average_rating: 0,
  total_ratings: 0,
};
const routes = (chef: 'gemini' | 'offline') => ({
  'GET /api/users/me': () => json(makeMe({ planType: 'monthly', chef })),
  'GET /api/discover/sr-2': () => json(detail),
  'GET /api/discover/sr-2/ratings': () => json({ average_rating: 0, total_ratings: 0, ratings: [], user_rating: null }),
  'GET /api/discover/sr-2/reviews': () => json({ reviews: [] }),
});

describe('"Translate" is offered only when the server\'s chef can translate', () => {
  it('offline chef (GET /api/users/me says translates: false): the recipe says its language, with no Translate button', async () => {
    await i18n.changeLanguage('es');
    const api = mockApi(routes('offline'));
    renderAt(<DiscoverDetail id="sr-2" access="pro" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/users/me')).toBe(true));
    expect(await screen.findByTestId('translate-bar')).toHaveTextContent('Escrita en alemán');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Traducir al español' })).toBeNull());
  });

  it('a model that translates: the button is there', async () => {
    await i18n.changeLanguage('es');
    mockApi(routes('gemini'));
    renderAt(<DiscoverDetail id="sr-2" access="pro" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    expect(await screen.findByRole('button', { name: 'Traducir al español' })).toBeInTheDocument();
  });
});
