import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };

function open(over: Parameters<typeof recipeFixture>[0]) {
  mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe: recipeFixture(over) } });
  renderApp('/recipe/r1');
}

describe('an imported recipe names its source', { timeout: 20_000 }, () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('links the site, prints its address and never says "Created with Forkcast"', async () => {
    open({ provider: 'import', source_url: 'https://www.thecosykitchen.example/creamy-tomato-soup/', created_at: '2026-12-01T10:00:00.000Z' });
    const link = await screen.findByRole('link', { name: 'Source: thecosykitchen.example' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', 'https://www.thecosykitchen.example/creamy-tomato-soup/');
    expect(screen.getByTestId('source-address')).toHaveTextContent('(https://www.thecosykitchen.example/creamy-tomato-soup/)');
    expect(screen.getByText('Imported from thecosykitchen.example on December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Created with Forkcast/)).toBeNull();
  });

  it('says so in German', async () => {
    await i18n.changeLanguage('de');
    open({ provider: 'import', source_url: 'https://kochblog.example/kartoffelsuppe', created_at: '2026-12-01T10:00:00.000Z' });
    expect(await screen.findByText(/Importiert von kochblog\.example am/)).toBeInTheDocument();
    expect(screen.queryByText(/Erstellt mit Forkcast/)).toBeNull();
  });

  it('a pasted import has no site but is not "created with Forkcast" either', async () => {
    open({ provider: 'import', source_url: null, created_at: '2026-12-01T10:00:00.000Z' });
    expect(await screen.findByText('Added to Forkcast on December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Created with Forkcast/)).toBeNull();
  });

  it('the cook\'s own recipe is created with Forkcast', async () => {
    open({ provider: 'offline', source_url: null, created_at: '2026-12-01T10:00:00.000Z' });
    expect(await screen.findByText('Created with Forkcast on December 1, 2026')).toBeInTheDocument();
  });
});
