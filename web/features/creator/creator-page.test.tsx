import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media';
import i18n from '../../lib/i18n';
import { makeMe, mockApi, type MockRoute } from '../../test/mock-api';
import { recipeFixture } from './test-fixtures';
import { renderCreator } from './test-render';

vi.mock('../../lib/image-prep', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/image-prep')>()),
  prepareImage: vi.fn(async () => 'data:image/jpeg;base64,AAAA'),
}));

const usage = (planType: 'free' | 'pro', used = 1, limit = 3, credits = 0) => ({
  planType,
  billingPeriod: planType === 'pro' ? 'monthly' : null,
  used,
  limit,
  credits,
});

function api(plan: 'free' | 'monthly', extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/users/me': makeMe({ planType: plan }),
    'GET /api/usage': usage(plan === 'free' ? 'free' : 'pro'),
    ...extra,
  });
}

const quickButton = () => screen.getByRole('button', { name: 'Generate quick recipe' });

beforeEach(() => installMatchMedia());
afterEach(() => vi.restoreAllMocks());

describe('CreatorPage: steps and hints', () => {
  it('marks the current step and starts in prompt mode from the description card', async () => {
    api('free');
    renderCreator();
    const steps = screen.getByRole('navigation', { name: 'Recipe creation progress' });
    expect(within(steps).getByText('Upload').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: 'Start with description' }));
    expect(within(steps).getByText('Customise').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('textbox', { name: 'Recipe name or description' })).toBeInTheDocument();
    expect(within(screen.getByTestId('sample-dishes')).getAllByRole('button')).toHaveLength(8);
  });

  it('prompt mode: generate is disabled with its hint until a description or an ingredient is given', async () => {
    api('free');
    renderCreator();
    await userEvent.click(screen.getByRole('button', { name: 'Start with description' }));
    expect(screen.getByTestId('generate-hint')).toHaveTextContent('Please add a recipe description or ingredients to continue');
    expect(quickButton()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipe name or description' }), '   ');
    expect(quickButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Shakshuka' })).toBeNull(); // the 9th of 15 is not shown
    await userEvent.click(screen.getByRole('button', { name: 'Mushroom risotto' }));
    expect(screen.getByRole('textbox', { name: 'Recipe name or description' })).toHaveValue('Mushroom risotto');
    expect(screen.queryByTestId('generate-hint')).toBeNull();
    expect(quickButton()).toBeEnabled();
  });

  it('image mode: no ingredients found leaves the list empty with the info toast and the hint', async () => {
    const calls = api('free', {
      'POST /api/detect-ingredients': { ingredients: [], imageUrl: '/api/images/u/user-1/a.jpg' },
    });
    renderCreator();
    await userEvent.upload(screen.getByTestId('upload-input'), new File(['x'], 'fridge.png', { type: 'image/png' }));
    expect(await screen.findByText('No specific ingredients detected — add them manually')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.path === '/api/detect-ingredients')?.body).toEqual({
      imageBase64: 'data:image/jpeg;base64,AAAA',
      language: 'en',
    });
    expect(screen.getByText('No ingredients yet. Add what you have.')).toBeInTheDocument();
    expect(screen.queryByText('Mixed ingredients')).toBeNull();
    expect(screen.queryByTestId('photo-not-read')).toBeNull();
    expect(screen.getByTestId('generate-hint')).toHaveTextContent('Please add at least one ingredient to continue');
    expect(quickButton()).toBeDisabled();
  });

  it('without a model: says before and after the upload, in the cook’s language, that the local chef cannot see photos', async () => {
    mockApi({
      'GET /api/users/me': makeMe({ planType: 'free', chef: 'offline' }),
      'GET /api/usage': usage('free'),
      'POST /api/detect-ingredients': { ingredients: [], imageUrl: '/api/images/u/user-1/a.jpg' },
    });
    await i18n.changeLanguage('de');
    try {
      renderCreator();
      expect(await screen.findByTestId('no-vision-note')).toHaveTextContent('Der lokale Koch kann keine Fotos sehen');
      await userEvent.upload(screen.getByTestId('upload-input'), new File(['x'], 'fridge.png', { type: 'image/png' }));
      expect(await screen.findByTestId('photo-not-read')).toHaveTextContent('deshalb wurde aus deinem nichts gelesen');
      expect(screen.queryByText('Gemischte Zutaten')).toBeNull();
      expect(screen.getByText('Noch keine Zutaten. Füge hinzu, was du da hast.')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: 'Zutat hinzufügen' }), 'Zucchini, Feta, Eier, Tomaten, Zwiebel{Enter}');
      expect(within(screen.getByTestId('ingredient-list')).getAllByRole('listitem')).toHaveLength(5);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('without a model: "Type ingredients" opens the typing step instead of the photo', async () => {
    mockApi({ 'GET /api/users/me': makeMe({ planType: 'free', chef: 'offline' }), 'GET /api/usage': usage('free') });
    renderCreator();
    await userEvent.click(await screen.findByRole('button', { name: 'Type ingredients' }));
    expect(screen.getByRole('textbox', { name: 'Add an ingredient' })).toBeInTheDocument();
  });

  it('found ingredients are listed with a count toast', async () => {
    api('free', { 'POST /api/detect-ingredients': { ingredients: ['tomato', 'basil'], imageUrl: '/api/images/x.jpg' } });
    renderCreator();
    await userEvent.upload(screen.getByTestId('upload-input'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Found 2 ingredients')).toBeInTheDocument();
    expect(screen.getByText('basil')).toBeInTheDocument();
  });

  it('the photo on customize has a remove button that keeps the ingredients', async () => {
    api('free', { 'POST /api/detect-ingredients': { ingredients: ['tomato', 'basil'], imageUrl: '/api/images/x.jpg' } });
    renderCreator();
    await userEvent.upload(screen.getByTestId('upload-input'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await screen.findByText('basil');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Preview of your ingredient photo' })).toBeNull();
    expect(within(screen.getByTestId('ingredient-list')).getAllByRole('listitem')).toHaveLength(2);
    expect(quickButton()).toBeEnabled();
  });

  it('a failed detection shows the fallback inline and as a toast, back on upload', async () => {
    api('free', { 'POST /api/detect-ingredients': () => ({ status: 500, body: { error: 'x', code: 'internal_error' } }) });
    renderCreator();
    await userEvent.upload(screen.getByTestId('upload-input'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(screen.getAllByText('Failed to detect ingredients. Please try again.').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByTestId('upload-dropzone')).toBeInTheDocument();
  });

  it('starts in customize with the pantry item from navigation state', async () => {
    api('free');
    renderCreator({ prefillIngredient: 'Carrots' });
    expect(screen.getByText('Carrots')).toBeInTheDocument();
    expect(quickButton()).toBeEnabled();
  });

  it("starts in customize with the pantry's expiring items from navigation state", () => {
    api('free');
    renderCreator({ prefillIngredients: ['Milk', 'Spinach'] });
    expect(screen.getByText('Milk')).toBeInTheDocument();
    expect(screen.getByText('Spinach')).toBeInTheDocument();
  });
});

describe('CreatorPage: plans and the upsell', () => {
  it('free plan: selectors are disabled and marked Pro Feature; Unlock customised recipes opens missing_features', async () => {
    api('free');
    renderCreator({ prefillIngredient: 'egg' });
    expect(await screen.findByText('Pro Feature')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Cooking method' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock customised recipes' }));
    const modal = await screen.findByTestId('upsell-modal');
    expect(modal).toHaveAttribute('data-reason', 'missing_features');
    expect(screen.getByRole('dialog', { name: 'Unlock customisation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing?return_to=%2F');
  });

  it('a 429 on generate opens the limit_reached upsell without an error banner', async () => {
    api('free', {
      'POST /api/generate-recipe': () => ({
        status: 429,
        body: { error: 'Recipe limit reached. Please upgrade your plan to continue.', code: 'limit_reached' },
      }),
    });
    renderCreator({ prefillIngredient: 'egg' });
    await waitFor(() => expect(screen.getByText('Pro Feature')).toBeInTheDocument());
    await userEvent.click(quickButton());
    expect(await screen.findByTestId('upsell-modal')).toHaveAttribute('data-reason', 'limit_reached');
    expect(screen.getByRole('dialog', { name: 'Recipe limit reached' })).toHaveTextContent('Upgrade to keep cooking.');
    expect(screen.queryByTestId('creator-error')).toBeNull();
  });

  it('the usage banner shows used/limit and credits, links to the credit store; Upgrade opens pro_upgrade', async () => {
    mockApi({ 'GET /api/users/me': makeMe({ planType: 'free' }), 'GET /api/usage': usage('free', 3, 3, 5) });
    renderCreator({ prefillIngredient: 'egg' });
    const banner = await screen.findByTestId('usage-banner');
    expect(banner).toHaveTextContent('3 of 3 recipes used this month');
    expect(banner).toHaveTextContent('+ 5 credits');
    expect(within(banner).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await userEvent.click(within(banner).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByTestId('upsell-modal')).toHaveAttribute('data-reason', 'pro_upgrade');
  });

  it('Pro: the customised recipe is generated with type customized', async () => {
    const { calls } = api('monthly', {
      'POST /api/generate-recipe': { recipe: recipeFixture({ recipe_type: 'customized' }) },
    });
    renderCreator({ prefillIngredient: 'egg' });
    const button = await screen.findByRole('button', { name: 'Generate customised recipe' });
    expect(screen.queryByText('Pro Feature')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toBeEnabled();
    await userEvent.click(button);
    await screen.findByRole('heading', { name: 'Tomato soup' });
    expect(calls.find((c) => c.path === '/api/generate-recipe')?.body).toMatchObject({
      type: 'customized',
      ingredients: ['egg'],
      generationType: 'prompt',
      language: 'en',
    });
  });
});

describe('CreatorPage: generation', () => {
  it('shows the recipe with bold and italic as elements, the offline chef, and resets with New recipe', async () => {
    const { calls } = api('free', { 'POST /api/generate-recipe': { recipe: recipeFixture() } });
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    expect(await screen.findByRole('heading', { name: 'Tomato soup' })).toBeInTheDocument();
    expect(await screen.findByText('Recipe generated!')).toBeInTheDocument();
    const steps = screen.getByTestId('recipe-steps');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(steps.querySelector('strong')).toHaveTextContent('onion');
    expect(steps.querySelector('em')).toHaveTextContent('gently');
    expect(steps.textContent).not.toContain('**');
    expect(screen.getByTestId('offline-chef')).toHaveTextContent('Written by the offline demo chef');
    expect(screen.getByRole('link', { name: 'Open saved recipe' })).toHaveAttribute('href', '/recipe/r1');
    expect(calls.find((c) => c.path === '/api/generate-recipe')?.body).toMatchObject({
      type: 'quick',
      cuisine: '',
      cookingMethod: '',
      ingredients: ['tomato'],
    });
    // The usage is fetched again after a generation.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/usage').length).toBeGreaterThanOrEqual(2));
    await userEvent.click(screen.getByRole('button', { name: 'New recipe' }));
    expect(screen.getByTestId('upload-dropzone')).toBeInTheDocument();
  });

  it('while generating, the overlay is shown and the page behind it is inert', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    api('free', {
      'POST /api/generate-recipe': async () => {
        await answered;
        return { body: { recipe: recipeFixture() } };
      },
    });
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    expect(await screen.findByText('Analyzing your ingredients…', { selector: '[data-testid="overlay-stage"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Tomato soup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).toBeNull();
  });

  it("other failures show the code's message in the cook's language as a banner and a toast, never the server's English", async () => {
    api('free', {
      'POST /api/generate-recipe': () => ({
        status: 502,
        body: { error: 'The model failed', code: 'upstream_failed', details: 'The recipe failed the quality check after 2 attempts' },
      }),
    });
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    const message = 'A service we rely on did not answer. Please try again.';
    expect(await screen.findByTestId('creator-error')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByText(/quality check/)).toBeNull();
    expect(quickButton()).toBeEnabled();
  });

  it('a 401 shows the sign-in toast and asks where to sign in', async () => {
    const { calls } = api('free', {
      'POST /api/generate-recipe': () => ({ status: 401, body: { error: 'Sign in', code: 'unauthorized' } }),
      'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in' },
    });
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    expect(await screen.findByText('Please sign in to continue')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/oauth/google/redirect_url')).toBe(true));
  });
});
