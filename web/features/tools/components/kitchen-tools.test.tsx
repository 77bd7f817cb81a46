import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
    ['en', '1.5', '680 g'],
    ['de', '1,5', '680 g'],
    ['es', '1,5', '680 g'],
    ['de', '2.000', '907.184 g'],
    ['en', '1 1/2', '680 g'],
    ['de', '¾', '340 g'],
    ['es', '1½', '680 g'],
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
    expect(within(dialog).getByTestId('converter-result')).toHaveTextContent('177 °C');
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

describe('radio playback', () => {
  it('a track that ends plays the next one; with repeat on it plays the same track again', async () => {
    const user = userEvent.setup();
    const played: string[] = [];
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    });
    render(<KitchenTools />);
    await user.click(screen.getByRole('button', { name: 'Open the radio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radio' });
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(played).toEqual(['/api/radio/1']);
    const audio = vi.mocked(HTMLMediaElement.prototype.play).mock.contexts[0] as HTMLMediaElement;
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(within(dialog).getByTestId('radio-title')).toHaveTextContent('Basil Breeze');
    expect(within(dialog).getByText('Track 2 of 6')).toBeInTheDocument();
    expect(played).toEqual(['/api/radio/1', '/api/radio/2']);

    await user.click(within(dialog).getByRole('button', { name: 'Repeat track' }));
    expect(within(dialog).getByRole('button', { name: 'Repeat track' })).toHaveAttribute('aria-pressed', 'true');
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(within(dialog).getByTestId('radio-title')).toHaveTextContent('Basil Breeze');
    expect(played).toEqual(['/api/radio/1', '/api/radio/2', '/api/radio/2']);
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('tells the phone lock screen what plays (Media Session) and obeys its buttons', async () => {
    const user = userEvent.setup();
    const handlers = new Map<string, (() => void) | null>();
    const session = {
      metadata: null as { title: string; artist: string; album: string } | null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: (() => void) | null) => void handlers.set(action, handler),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: { title: string; artist: string; album: string }) {
          Object.assign(this, init);
        }
      },
    );
    try {
      render(<KitchenTools />);
      expect(session.metadata).toMatchObject({ title: 'Morning Simmer', artist: 'Forkcast kitchen radio', album: 'Forkcast' });
      expect(session.playbackState).toBe('paused');
      await user.click(screen.getByRole('button', { name: 'Open the radio' }));
      const dialog = await screen.findByRole('dialog', { name: 'Radio' });
      await user.click(within(dialog).getByRole('button', { name: 'Play' }));
      expect(session.playbackState).toBe('playing');
      act(() => handlers.get('nexttrack')?.());
      expect(within(dialog).getByTestId('radio-title')).toHaveTextContent('Basil Breeze');
      expect(session.metadata).toMatchObject({ title: 'Basil Breeze' });
      act(() => handlers.get('previoustrack')?.());
      act(() => handlers.get('previoustrack')?.());
      expect(session.metadata).toMatchObject({ title: 'Late Supper' });
      act(() => handlers.get('pause')?.());
      expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
      expect(session.playbackState).toBe('paused');
      act(() => handlers.get('play')?.());
      expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    }
  });
});

describe('keyboard and screen readers', () => {
  it('opens the timer from the keyboard, starts it, and Escape minimises it with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    expect(screen.getByRole('region', { name: 'Kitchen tools' })).toBeInTheDocument();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Open the timer' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Timer' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const start = within(dialog).getByRole('button', { name: 'Start' });
    for (let i = 0; i < 20 && document.activeElement !== start; i += 1) await user.tab();
    expect(start).toHaveFocus();
    await user.keyboard(' ');
    // Announced through the polite status line.
    expect(within(dialog).getByText('Running')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const minimised = screen.getByTestId('tool-timer');
    expect(minimised).toHaveFocus();
    expect(minimised).toHaveAccessibleName(/^Timer: \d+:\d\d left$/);
  });
});

describe('radio and converter by keyboard', () => {
  it('moving the volume slider sets the sound; the radio keeps playing when minimised and its button says what plays', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    await user.click(screen.getByRole('button', { name: 'Open the radio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radio' });
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    const audio = vi.mocked(HTMLMediaElement.prototype.play).mock.contexts[0] as HTMLMediaElement;
    const volume = within(dialog).getByRole('slider', { name: /^Volume/ });
    expect(volume).toHaveAttribute('aria-valuetext', '70%');
    expect(audio.volume).toBeCloseTo(0.7);
    // The browser moves a range input by arrow keys or drag and reports the new value (jsdom does not step it).
    fireEvent.change(volume, { target: { value: '0.5' } });
    expect(volume).toHaveAttribute('aria-valuetext', '50%');
    expect(audio.volume).toBeCloseTo(0.5);
    fireEvent.change(volume, { target: { value: '1' } });
    expect(audio.volume).toBeCloseTo(1);
    volume.focus();

    const pauses = vi.mocked(HTMLMediaElement.prototype.pause).mock.calls.length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vi.mocked(HTMLMediaElement.prototype.pause).mock.calls.length).toBe(pauses); // still playing
    const button = screen.getByRole('button', { name: /Morning Simmer/ });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(await screen.findByRole('dialog', { name: 'Radio' })).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('opens the converter from the keyboard, converts typed text, and Escape closes it with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<KitchenTools />);
    const button = screen.getByRole('button', { name: 'Open the unit converter' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Converter' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const amount = within(dialog).getByRole('textbox');
    await user.clear(amount);
    await user.type(amount, '2');
    expect(within(dialog).getByTestId('converter-result')).toHaveTextContent('907 g');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
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
