import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { KitchenTools } from './kitchen-tools';

// Typing through userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('converter panel', () => {
  it.each([
    ['en', '1.5', '680.388 g'],
    ['de', '1,5', '680,388 g'],
    ['es', '1,5', '680,388 g'],
    ['de', '2.000', '907.184 g'],
  ])('in %s reads "%s" lb and shows %s', async (language, input, shown) => {
    await i18n.changeLanguage(language);
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByTestId('tool-converter'));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox');
    await user.clear(amount);
    await user.type(amount, input);
    expect(within(dialog).getByTestId('converter-result')).toHaveTextContent(shown);
  });

  it('shows no result for text that is not a number, and converts both ways with swap', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByTestId('tool-converter'));
    const dialog = await screen.findByRole('dialog', { name: 'Converter' });
    await user.click(within(dialog).getByRole('radio', { name: 'Temperature' }));
    const amount = within(dialog).getByRole('textbox');
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(dialog).queryByTestId('converter-result')).toBeNull();
    expect(within(dialog).getByText('That is not a number')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '350');
    expect(within(dialog).getByTestId('converter-result')).toHaveTextContent('176.6667 °C');
    await user.click(within(dialog).getByRole('button', { name: 'Swap units' }));
    expect(within(dialog).getByTestId('converter-result')).toHaveTextContent('662 °F');
  });
});

describe('radio panel', () => {
  it('plays, skips forward past the sixth track to the first, and closing pauses', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByRole('button', { name: 'Open the radio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radio' });
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous track' }));
    expect(within(dialog).getByText('Track 6 of 6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next track' }));
    expect(within(dialog).getByText('Track 1 of 6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close Radio' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the radio' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open the radio' }));
    expect(within(await screen.findByRole('dialog', { name: 'Radio' })).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

describe('timer in the tab title and on its button', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the remaining time while minimised and a full-screen alert at zero', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<KitchenTools />);
    await user.click(screen.getByRole('button', { name: 'Open the timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timer' });
    await user.click(within(dialog).getByRole('button', { name: 'Set 1 minute' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await user.click(within(dialog).getByRole('button', { name: 'Minimise Timer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(document.title).toMatch(/^⏱ 0:(50|49) · Forkcast$/);
    expect(screen.getByTestId('tool-timer')).toHaveAccessibleName(/Timer: 0:(50|49) left/);
    act(() => void vi.advanceTimersByTime(51_000));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent("Time's up!");
    await user.click(within(alert).getByRole('button', { name: 'Turn off timer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('tool-timer')).toHaveAccessibleName('Open the timer');
  });
});
