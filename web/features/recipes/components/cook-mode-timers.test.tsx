import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearNamedTimers } from '../../../lib/named-timers';
import { CookMode } from './cook-mode';
import { stepStart } from './cook-mode-timers';

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

  it.each([
    ['Die Zwiebeln in einer großen Pfanne bei mittlerer Hitze goldbraun anbraten.', 'Die Zwiebeln in einer großen Pfanne bei…'],
    ['Sofreír la cebolla en una sartén grande a fuego medio durante 10 minutos.', 'Sofreír la cebolla en una sartén grande…'],
    ['Simmer the chickpeas, tomatoes and spinach for 20 minutes.', 'Simmer the chickpeas, tomatoes and…'],
    ['Bake for 45 minutes.', 'Bake for 45 minutes.'],
    ['Rindfleischbrühenkonzentratverdünnungsanweisungsbeschreibung lesen.', 'Rindfleischbrühenkonzentratverdünnungsanweisungsbeschreibung…'],
  ])('names a timer by the step\'s first whole words: "%s"', (step, name) => {
    expect(stepStart(step)).toBe(name);
    const cut = stepStart(step).replace(/…$/, '');
    expect(step.startsWith(cut)).toBe(true);
    // The cut falls between words: the step goes on with a space or punctuation, never a letter.
    expect(step.slice(cut.length)).toMatch(/^(?:$|[\s,;:.])/);
  });
});
