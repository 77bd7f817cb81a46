import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const recipe = (n: number) => ({
  id: `r${n}`,
  title: `Recipe number ${n}`,
  cuisine: 'thai',
  prep_time: 5,
  cook_time: 10,
  servings: 2,
  difficulty: 'easy',
  created_at: `2026-11-0${n}T10:00:00.000Z`,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/dashboard', { timeout: 20_000 }, () => {
  it('greets by first name, shows usage, plan, total, 5 recent and "and 1 more", with few requests', async () => {
    const recipes = [6, 5, 4, 3, 2, 1].map(recipe);
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ name: 'Paula Chef', planType: 'monthly' }),
      'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 6, limit: 1000, credits: 0 },
      'GET /api/my-recipes': { recipes, total: 6, next_cursor: null },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Paula!' })).toBeInTheDocument();
    const recent = await screen.findByTestId('recent-recipes');
    const links = within(recent).getAllByRole('listitem').map((li) => within(li).getByRole('link'));
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/recipe/r6');
    expect(within(recent).getByRole('link', { name: 'and 1 more' })).toHaveAttribute('href', '/my-recipes');
    expect(screen.getByTestId('total-card')).toHaveTextContent('6');
    expect(await screen.findByTestId('usage-bar')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByTestId('plan-card')).toHaveTextContent('Pro (monthly)');
    const planCard = screen.getByTestId('plan-card');
    expect(within(planCard).getByRole('button', { name: /Manage plan/ })).toBeEnabled();
    expect(within(planCard).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(calls.filter((c) => c.path === '/api/my-recipes')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/usage')).toHaveLength(1);
    expect(calls.filter((c) => c.path.startsWith('/api/recipes'))).toHaveLength(0);
  });

  it('prompts to create the first recipe and opens the upsell at the limit', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/users/me': makeMe({ name: 'Casey Cook' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 3, limit: 3, credits: 0 },
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
    });
    renderApp('/dashboard');
    const prompt = await screen.findByTestId('create-first');
    expect(await screen.findByTestId('usage-bar')).toHaveAttribute('data-colour', 'red');
    expect(within(screen.getByTestId('plan-card')).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Create your first recipe' }));
    expect(await screen.findByTestId('upsell-modal')).toHaveAttribute('data-reason', 'limit_reached');
  });

  it('create buttons go to / while generations remain', async () => {
    mockApi({
      'GET /api/users/me': makeMe({ name: 'Casey Cook' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 2, limit: 3, credits: 0 },
      'GET /api/my-recipes': { recipes: [recipe(1)], total: 1, next_cursor: null },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Create new recipe' })).toHaveAttribute('href', '/');
    expect(await screen.findByTestId('usage-bar')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.queryByText(/and \d+ more/)).toBeNull();
  });

  it('opens a sample recipe with ingredients, steps and nutrition per serving', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
    });
    renderApp('/dashboard');
    const samples = await screen.findAllByTestId('sample-recipe');
    expect(samples).toHaveLength(5);
    await user.click(samples[0] as HTMLElement);
    const modal = await screen.findByTestId('sample-recipe-modal');
    expect(within(modal).getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Steps' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Nutrition per serving' })).toBeInTheDocument();
    expect(within(modal).getByText('390 kcal')).toBeInTheDocument();
    expect(within(modal).getByText('chickpeas').tagName).toBe('STRONG');
  });

  it("shows a Pro user how many pantry items expire soon (on the local date), linking to /pantry; not on free", async () => {
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'yearly' }),
      'GET /api/usage': { planType: 'pro', billingPeriod: 'yearly', used: 0, limit: 1000, credits: 0 },
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
      'GET /api/pantry/summary': { total: 5, fresh: 2, expiring_soon: 2, expired: 1 },
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('expiring-card');
    expect(await within(card).findByText('2 items expire within 3 days')).toBeInTheDocument();
    expect(within(card).getByText('1 item has expired')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open pantry' })).toHaveAttribute('href', '/pantry');
    expect(calls.find((c) => c.path === '/api/pantry/summary')?.search).toMatch(/^\?today=\d{4}-\d{2}-\d{2}$/);
  });

  it('shows no pantry card on the free plan', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('create-first')).toBeInTheDocument();
    expect(screen.queryByTestId('expiring-card')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/pantry'))).toBe(false);
  });
});
