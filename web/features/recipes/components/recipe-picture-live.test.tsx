import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };
const PICTURE = '/api/images/p/11111111-2222-3333-4444-555555555555.png';

describe('dish pictures on the recipe page', { timeout: 20_000 }, () => {
  it('shows the page at once while the picture is drawn, then the picture without a reload', async () => {
    let reads = 0;
    const pending = recipeFixture({ picture_status: 'pending', provider: 'gemini', model: 'gemini-2.5-flash' });
    const { calls } = mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/pictures': { available: true, model: 'test-image-model' },
      'GET /api/recipes/r1': () => {
        reads += 1;
        return { body: { recipe: reads < 2 ? pending : { ...pending, picture_status: 'ready', ai_image_url: PICTURE } } };
      },
    });
    renderApp('/recipe/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Pasta' })).toBeInTheDocument();
    expect(screen.getByText('Drawing a picture of this dish…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New picture' })).toBeDisabled();
    expect(screen.getByTestId('written-by')).toHaveTextContent('Written by Gemini 2.5 Flash');
    await waitFor(() => expect(document.querySelector(`img[src="${PICTURE}"]`)).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByText('The picture of this dish is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New picture' })).toBeEnabled();
    // Polling stopped once the picture was ready.
    const readsWhenReady = calls.filter((c) => c.path === '/api/recipes/r1').length;
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(calls.filter((c) => c.path === '/api/recipes/r1')).toHaveLength(readsWhenReady);
  });

  it('"New picture" asks the server, turns the page pending, and says when the month is used up', async () => {
    let answer: { status: number; body: unknown } = {
      status: 429,
      body: { error: 'Recipe limit reached. Please upgrade your plan to continue.', code: 'limit_reached' },
    };
    const ready = recipeFixture({ picture_status: 'ready', ai_image_url: PICTURE, provider: 'offline', model: 'Offline demo chef' });
    const { calls } = mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/pictures': { available: true, model: 'test-image-model' },
      'GET /api/recipes/r1': { recipe: ready },
      'POST /api/recipes/r1/picture': () => answer,
    });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    expect(await screen.findByTestId('written-by')).toHaveTextContent('Written by the offline demo chef (no AI model)');
    await user.click(await screen.findByRole('button', { name: 'New picture' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recipe limit reached. Please upgrade your plan to continue.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    answer = { status: 202, body: { recipe: { ...ready, picture_status: 'pending' } } };
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    expect(await screen.findByText('Drawing a picture of this dish…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/recipes/r1/picture')).toHaveLength(2);
  });

  it('offers no "New picture" where no image model is configured, and a hand-written recipe names no model', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/pictures': { available: false, model: null },
      'GET /api/recipes/r1': { recipe: recipeFixture({ provider: 'manual', model: null }) },
    });
    renderApp('/recipe/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Pasta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New picture' })).toBeNull());
    expect(screen.queryByTestId('written-by')).toBeNull();
  });
});
