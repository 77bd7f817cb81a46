import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearNamedTimers } from '../../../lib/named-timers';
import { CookMode } from './cook-mode';

afterEach(() => act(() => clearNamedTimers()));

describe('CookMode timers', () => {
  it('turns a timed step into one-tap timers; several run at once, each named by its step', async () => {
    const user = userEvent.setup();
    const steps = ['Chop the onions.', 'Braise for 1 hour 30 minutes, then rest 10 minutes.', '45 Min. backen.'];
    render(<CookMode open onClose={() => undefined} title="Stew" steps={steps} />);
    expect(screen.queryByTestId('step-timers')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const offered = within(screen.getByTestId('step-timers')).getAllByRole('button');
    expect(offered.map((b) => b.textContent?.split(',')[0])).toEqual(['1:30:00', '10:00']);
    await user.click(screen.getByRole('button', { name: '1:30:00, Start a 1 hour 30 minutes timer' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '45:00, Start a 45 Min. timer' }));
    const running = screen.getAllByTestId('cook-timer');
    expect(running).toHaveLength(2);
    expect(running[0]).toHaveTextContent('Step 2 (1 hour 30 minutes): Braise for 1 hour 30 minutes, then rest…');
    expect(running[0]).toHaveTextContent(/1:(30:00|29:5\d)/);
    expect(running[1]).toHaveTextContent('Step 3 (45 Min.): 45 Min. backen.');
    await user.click(within(running[0]!).getByRole('button', { name: /^Stop timer: Step 2 \(1 hour 30 minutes\)/ }));
    expect(screen.getAllByTestId('cook-timer')).toHaveLength(1);
  });
});
