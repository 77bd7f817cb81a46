import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-app';
import { InspirationGrid } from './inspiration-grid';

function renderGrid(profile: { diets: string[]; allergens: string[]; dislikes: string[] }) {
  mockApi({ 'GET /api/diet-profile': profile });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InspirationGrid />
    </QueryClientProvider>,
  );
}

const titles = async () => (await screen.findAllByTestId('sample-recipe')).map((card) => card.textContent ?? '');

describe('Recipe Inspiration follows the diet profile', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('offers a vegetarian no roast chicken and no shrimp tacos (de)', async () => {
    await i18n.changeLanguage('de');
    renderGrid({ diets: ['vegetarian'], allergens: ['tree_nuts'], dislikes: [] });
    const shown = await titles();
    expect(shown).toHaveLength(3);
    expect(shown.join(' ')).toContain('Kichererbsensalat');
    expect(shown.join(' ')).not.toMatch(/Hähnchen|Garnelen/);
  });

  it('shows every sample to a cook without a profile (en)', async () => {
    renderGrid({ diets: [], allergens: [], dislikes: [] });
    expect(await titles()).toHaveLength(5);
  });

  it('says so when no sample suits the profile (es)', async () => {
    await i18n.changeLanguage('es');
    renderGrid({ diets: ['vegan'], allergens: [], dislikes: [] });
    expect(await screen.findByText('Ninguna receta de ejemplo encaja con tu perfil de dieta. Crea una que sí lo haga.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('sample-recipe')).toHaveLength(0);
  });
});
