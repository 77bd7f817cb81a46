import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { installMatchMedia } from '../../test/match-media';
import { makeMe, mockApi, type MockRoute } from '../../test/mock-api';
import { recipeFixture } from './test-fixtures';
import { renderCreator } from './test-render';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };

function api(plan: 'free' | 'monthly', extra: Record<string, MockRoute> = {}) {
  return mockApi({ 'GET /api/users/me': makeMe({ planType: plan, chef: 'offline' }), 'GET /api/usage': usage, ...extra });
}

const alternatives = [
  { dish_id: 'shakshuka', title: 'Shakshuka' },
  { dish_id: 'spanish-tortilla', title: 'Spanish tortilla' },
];

/** The first generation is refused with `refusal`; one with `{ dish_id }` answers the dish. */
function generateRoute(refusal: { status: number; body: unknown }): MockRoute {
  return (call) => {
    const body = call.body as { dish_id?: string };
    return body.dish_id ? { body: { recipe: recipeFixture({ id: 'r-dish', title: 'Shakshuka' }) } } : refusal;
  };
}

async function describeDish(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Start with description' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipe name or description' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Generate quick recipe' }));
}

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installMatchMedia());
afterEach(() => vi.restoreAllMocks());

describe('CreatorPage: a dish the cookbook does not know', () => {
  it('shows the sentence and the closest dishes as a list with a focused heading, and cooks one with a tap', async () => {
    const { calls } = api('free', {
      'POST /api/generate-recipe': generateRoute({
        status: 422,
        body: {
          error: 'The cookbook does not know this dish yet.',
          code: 'dish_not_known',
          details: 'The chef does not know this dish yet. These are the closest dishes it knows.',
          alternatives,
        },
      }),
    });
    renderCreator();
    await describeDish('Grandma’s moon stew');
    const offer = await screen.findByTestId('dish-offer');
    const heading = within(offer).getByRole('heading', { name: 'The cookbook does not know this dish yet' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(offer).toHaveTextContent('The chef does not know this dish yet. These are the closest dishes it knows.');
    const list = within(offer).getByRole('list', { name: 'Dishes the cookbook knows' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ShakshukaCook this', 'Spanish tortillaCook this']);
    // Nothing was counted: no error banner, nothing about usage or trying again.
    expect(screen.queryByTestId('creator-error')).toBeNull();
    expect(offer).not.toHaveTextContent(/try again|limit|recipes left/i);

    await userEvent.click(within(list).getByRole('button', { name: 'Cook this: Shakshuka' }));
    expect(await screen.findByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/generate-recipe').map((c) => c.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ dish_id: 'shakshuka', type: 'quick', generationType: 'prompt', language: 'en' });
    expect(screen.queryByTestId('dish-offer')).toBeNull();
  });

  it('after a model failed twice, offers the cookbook’s recipe, clearly labelled', async () => {
    const { calls } = api('free', {
      'POST /api/generate-recipe': generateRoute({
        status: 502,
        body: { error: 'The model did not answer', code: 'upstream_failed', alternatives: [alternatives[0]] },
      }),
    });
    renderCreator();
    await describeDish('Shakshuka');
    const offer = await screen.findByTestId('dish-offer');
    expect(within(offer).getByRole('heading', { name: 'The cookbook has this recipe' })).toBeInTheDocument();
    expect(offer).toHaveTextContent('The model could not write this recipe; the cookbook has it.');
    expect(offer).toHaveTextContent("The cookbook's recipe");
    await userEvent.click(within(offer).getByRole('button', { name: "Cook the cookbook's recipe: Shakshuka" }));
    expect(await screen.findByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/generate-recipe').at(-1)?.body).toMatchObject({ dish_id: 'shakshuka' });
  });

  it('in Spanish, the offer reads in Spanish', async () => {
    api('free', {
      'POST /api/generate-recipe': generateRoute({
        status: 422,
        body: { error: 'x', code: 'dish_not_known', details: 'El chef todavía no conoce este plato.', alternatives },
      }),
    });
    await i18n.changeLanguage('es');
    try {
      renderCreator();
      await userEvent.click(screen.getByRole('button', { name: 'Empezar con una descripción' }));
      await userEvent.type(screen.getByRole('textbox', { name: /descripción/i }), 'Guiso lunar');
      await userEvent.click(screen.getByRole('button', { name: /receta rápida/i }));
      const offer = await screen.findByTestId('dish-offer');
      expect(within(offer).getByRole('heading', { name: 'El recetario todavía no conoce este plato' })).toBeInTheDocument();
      expect(offer).toHaveTextContent('El chef todavía no conoce este plato.');
      expect(within(offer).getByRole('button', { name: 'Cocinar esto: Shakshuka' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

const matches = [
  { kind: 'cookbook', dish_id: 'shakshuka', recipe_id: null, title: 'Shakshuka', have: ['eggs', 'tomatoes', 'onion', 'peppers', 'garlic', 'paprika'], missing: ['cumin', 'parsley'], share: 0.75 },
  { kind: 'recipe', dish_id: null, recipe_id: 'r-7', title: 'My tomato eggs', have: ['eggs', 'tomatoes'], missing: [], share: 1 },
];

describe('CreatorPage: What can I cook with these?', () => {
  it('lists the matches with how much is at hand and what is missing, focuses the list, and cooks a cookbook dish', async () => {
    const { calls } = api('free', {
      'POST /api/cookbook/match': { matches },
      'POST /api/generate-recipe': { recipe: recipeFixture({ title: 'Shakshuka' }) },
    });
    renderCreator({ prefillIngredients: ['eggs', 'tomatoes', 'onion'] });
    await userEvent.click(await screen.findByRole('button', { name: 'What can I cook with these?' }));
    const panel = await screen.findByTestId('cook-from');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'What you can cook' })).toHaveFocus());
    expect(calls.find((c) => c.path === '/api/cookbook/match')?.body).toEqual({ ingredients: ['eggs', 'tomatoes', 'onion'], language: 'en' });
    const cards = within(panel).getAllByTestId('cook-from-match');
    expect(within(cards[0]!).getByTestId('cook-from-count')).toHaveTextContent('6 of 8 at hand');
    expect(cards[0]).toHaveTextContent('Missing: cumin, parsley');
    expect(cards[0]).toHaveTextContent('Cookbook');
    expect(within(cards[0]!).getByRole('meter', { name: '75% of the ingredients at hand' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('You have everything it needs.');
    expect(within(cards[1]!).getByRole('link', { name: 'Open recipe: My tomato eggs' })).toHaveAttribute('href', '/recipe/r-7');
    // The free plan has no shopping list: no button to add to one.
    expect(within(panel).queryByRole('button', { name: /Add missing/ })).toBeNull();

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Cook this: Shakshuka' }));
    expect(await screen.findByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/generate-recipe')?.body).toMatchObject({ dish_id: 'shakshuka' });
  });

  it('Pro: puts what a dish is missing on the shopping list in one tap and says how many were added', async () => {
    const { calls } = api('monthly', {
      'POST /api/cookbook/match': { matches },
      'POST /api/shopping-list': (call) => ({
        status: 201,
        body: { item: { id: 'x', name: (call.body as { name: string }).name }, merged: (call.body as { name: string }).name === 'parsley' },
      }),
    });
    renderCreator({ prefillIngredients: ['eggs', 'tomatoes'] });
    await userEvent.click(await screen.findByRole('button', { name: 'What can I cook with these?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add missing to list: Shakshuka' }));
    expect(await screen.findByText('1 item added to your shopping list.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/shopping-list').map((c) => c.body)).toEqual([{ name: 'cumin' }, { name: 'parsley' }]);
  });

  it('says so when nothing matches, and offers a retry after a failure', async () => {
    let fail = true;
    api('free', {
      'POST /api/cookbook/match': () => (fail ? { status: 500, body: { error: 'x', code: 'internal_error' } } : { body: { matches: [] } }),
    });
    renderCreator({ prefillIngredient: 'cardboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'What can I cook with these?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No dish in the cookbook or in your recipes uses these yet/)).toBeInTheDocument();
  });
});

describe('CreatorPage: Cook this from the pantry', () => {
  it('cooks the dish sent in navigation state at once, with its dish_id', async () => {
    const { calls } = api('monthly', { 'POST /api/generate-recipe': { recipe: recipeFixture({ title: 'Spinach frittata' }) } });
    renderCreator({ cookDish: 'spinach-frittata' });
    expect(await screen.findByRole('heading', { name: 'Spinach frittata' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/generate-recipe');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ dish_id: 'spinach-frittata', language: 'en' });
  });
});

describe('CreatorPage: Back and Forward', () => {
  it('coming back to the creator with the browser brings back what was typed', async () => {
    api('free');
    const { router } = renderCreator();
    await userEvent.click(screen.getByRole('button', { name: 'Start with description' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipe name or description' }), 'Paella');
    await userEvent.type(screen.getByRole('textbox', { name: 'Add an ingredient' }), 'rice, saffron{Enter}');
    await router.navigate('/pricing');
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('textbox', { name: 'Recipe name or description' })).toHaveValue('Paella');
    expect(within(screen.getByTestId('ingredient-list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['rice', 'saffron']);
  });
});

describe('CreatorPage: ideas that follow the diet profile', () => {
  it('a vegetarian allergic to nuts is not offered carbonara, chicken tikka or pad thai', async () => {
    api('free', { 'GET /api/diet-profile': { diets: ['vegetarian'], allergens: ['peanuts', 'tree_nuts'], dislikes: [] } });
    renderCreator();
    await userEvent.click(screen.getByRole('button', { name: 'Start with description' }));
    const chips = screen.getByTestId('sample-dishes');
    await waitFor(() => expect(within(chips).queryByRole('button', { name: 'Spaghetti carbonara' })).toBeNull());
    const names = within(chips).getAllByRole('button').map((b) => b.textContent);
    expect(names).not.toContain('Chicken tikka masala');
    expect(names).not.toContain('Pad thai');
    expect(names).toContain('Shakshuka');
    expect(names).toContain('Red lentil curry');
  });
});
