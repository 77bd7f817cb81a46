import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitchenTools } from './kitchen-tools';

describe('tools bar', () => {
  it('tucks away while a field of the page has focus and comes back after', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label>
          Item <input />
        </label>
        <button type="button">Save</button>
        <KitchenTools />
      </>,
    );
    const dock = screen.getByTestId('tools-dock');
    expect(dock).toHaveAttribute('data-typing', 'false');
    await user.click(screen.getByLabelText('Item'));
    expect(dock).toHaveAttribute('data-typing', 'true');
    expect(dock.className).toContain('max-xl:invisible');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dock).toHaveAttribute('data-typing', 'false'));
  });

  it('stays while the cook types in a tool of its own (the converter)', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByTestId('tool-converter'));
    const field = await screen.findByRole('textbox');
    act(() => field.focus());
    expect(screen.getByTestId('tools-dock')).toHaveAttribute('data-typing', 'false');
  });
});
