import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refineFamilyFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const { usage, original } = refineFamilyFixture();

/** Where focus goes as the refine panel opens, closes and refuses a change. */
describe('the refine panel moves focus', { timeout: 20_000 }, () => {
  it('to its heading when it opens, back to Refine on Escape, and to the refusal', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/recipes/r1': { recipe: original, read_only: false },
      'GET /api/recipes/r1/versions': { original_id: 'r1', versions: [] },
      'POST /api/recipes/r1/refine': () => ({
        status: 422,
        body: { error: 'x', code: 'instruction_not_understood', details: 'The offline chef understands: Vegetarian, Vegan.' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    const panel = await screen.findByTestId('refine-panel');
    const trigger = within(panel).getByRole('button', { name: 'Refine' });
    await user.click(trigger);
    expect(within(panel).getByRole('heading', { name: 'Refine this recipe' })).toHaveFocus();

    await user.click(within(panel).getByLabelText('Or describe the change'));
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('heading', { name: 'Refine this recipe' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.type(within(panel).getByLabelText('Or describe the change'), 'like my grandmother');
    await user.click(within(panel).getByRole('button', { name: 'Make this change' }));
    expect(await within(panel).findByRole('alert')).toHaveFocus();
  });
});
