import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refineFamilyFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const { usage, original, vegetarian, family } = refineFamilyFixture();

describe('Refine on the recipe page', { timeout: 20_000 }, () => {
  it('a menu choice sends its words, opens the new version, and the versions lead back to the original', async () => {
    let refined = false;
    const api = mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/recipes/r1': { recipe: original, read_only: false },
      'GET /api/recipes/r2': { recipe: vegetarian, read_only: false },
      'GET /api/recipes/r1/versions': () => ({ body: refined ? family : { original_id: 'r1', versions: family.versions.slice(0, 1) } }),
      'GET /api/recipes/r2/versions': family,
      'POST /api/recipes/r1/refine': () => {
        refined = true;
        return { status: 201, body: { recipe: vegetarian } };
      },
    });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    const panel = await screen.findByTestId('refine-panel');
    // A recipe never refined shows no version list.
    expect(screen.queryByRole('navigation', { name: 'Versions' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Refine' }));
    expect(within(panel).getByText(/only the changes listed above/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Vegetarian' }));

    expect(await screen.findByRole('heading', { name: 'Lemon chickpeas', level: 1 })).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ instruction: 'Make it vegetarian', language: 'en' });
    const versions = await screen.findByRole('navigation', { name: 'Versions' });
    expect(within(versions).getByRole('link', { name: /Make it vegetarian/ })).toHaveAttribute('aria-current', 'page');
    await user.click(within(versions).getByRole('link', { name: /Original/ }));
    expect(await screen.findByRole('heading', { name: 'Lemon chicken', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('ingredient-list')).toHaveTextContent('chicken');
  });

  it("an instruction the offline chef does not read shows the server's list of what it understands", async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/recipes/r1': { recipe: original, read_only: false },
      'GET /api/recipes/r1/versions': { original_id: 'r1', versions: family.versions.slice(0, 1) },
      'POST /api/recipes/r1/refine': () => ({
        status: 422,
        body: { error: 'x', code: 'instruction_not_understood', details: 'The offline chef understands: Vegetarian, Vegan.' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    const panel = await screen.findByTestId('refine-panel');
    await user.click(within(panel).getByRole('button', { name: 'Refine' }));
    await user.type(within(panel).getByLabelText('Or describe the change'), 'like my grandmother');
    await user.click(within(panel).getByRole('button', { name: 'Make this change' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The chef did not understand this change.');
    expect(alert).toHaveTextContent('The offline chef understands: Vegetarian, Vegan.');
  });
});
