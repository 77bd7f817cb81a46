import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNamedTimers, startNamedTimer } from '../../../lib/named-timers';
import { KitchenTools } from './kitchen-tools';
import { readTypedSeconds } from './typed-duration';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => act(() => clearNamedTimers()));

describe('typed timer durations', () => {
  it.each([
    ['90', 5400],
    ['1:30', 5400],
    ['1h30', 5400],
    ['1 hour 30 minutes', 5400],
    ['12 hours', 43_200],
    ['13 hours', null],
    ['0', null],
    ['soon', null],
  ])('reads "%s" as %s s', (text, seconds) => {
    expect(readTypedSeconds(text)).toBe(seconds);
  });

  it('sets a typed 90-minute time, and says what it accepts when the text is no time', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByTestId('tool-timer'));
    const dialog = await screen.findByRole('dialog', { name: 'Timer' });
    const field = within(dialog).getByRole('textbox', { name: 'Type a time' });
    // The limits are said once, as the field's hint.
    expect(within(dialog).getAllByText('From 1 minute to 12 hours')).toHaveLength(1);
    expect(field).toHaveAccessibleDescription('From 1 minute to 12 hours');
    await user.type(field, 'soon{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/from 1 minute to 12 hours, for example/)).toBeInTheDocument();
    await user.type(field, '{Control>}a{/Control}1:30{Enter}');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:30:00');
    await user.click(within(dialog).getByRole('button', { name: 'Set 120 minutes' }));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('2:00:00');
  });

  it('lists the step timers started in cook mode with their names', async () => {
    const user = userEvent.setup();
    act(() => void startNamedTimer('Step 2: Simmer 20 minutes', 1200));
    render(<KitchenTools />);
    expect(screen.getByTestId('tool-timer')).toHaveAccessibleName('Open the timer. 1 step timer running');
    await user.click(screen.getByTestId('tool-timer'));
    const list = await screen.findByTestId('named-timers');
    expect(list).toHaveTextContent('Step 2: Simmer 20 minutes');
    await user.click(within(list).getByRole('button', { name: 'Stop timer: Step 2: Simmer 20 minutes' }));
    expect(screen.queryByTestId('named-timers')).toBeNull();
  });
});
