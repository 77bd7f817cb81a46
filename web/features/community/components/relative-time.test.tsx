import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { RelativeTime } from './relative-time';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('RelativeTime', () => {
  it("says 'just now' under a minute, then minutes, hours and days", () => {
    const { rerender } = render(<RelativeTime value="2026-03-10T11:59:30Z" />);
    expect(screen.getByText('just now')).toBeInTheDocument();
    rerender(<RelativeTime value="2026-03-10T11:15:00Z" />);
    expect(screen.getByText('45 minutes ago')).toBeInTheDocument();
    rerender(<RelativeTime value="2026-03-09T13:00:00Z" />);
    expect(screen.getByText('23 hours ago')).toBeInTheDocument();
    rerender(<RelativeTime value="2026-03-07T12:00:00Z" />);
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });

  it('reads a timestamp without a zone as UTC', () => {
    render(<RelativeTime value="2026-03-10 11:00:00" />);
    const time = screen.getByText('1 hour ago');
    expect(time).toHaveAttribute('datetime', '2026-03-10T11:00:00.000Z');
  });

  it('moves on as time passes', () => {
    render(<RelativeTime value="2026-03-10T11:59:30Z" />);
    expect(screen.getByText('just now')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
  });

  it('follows the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { rerender } = render(<RelativeTime value="2026-03-10T11:59:30Z" />);
    expect(screen.getByText('gerade eben')).toBeInTheDocument();
    rerender(<RelativeTime value="2026-03-08T12:00:00Z" />);
    expect(screen.getByText('vor 2 Tagen')).toBeInTheDocument();
  });

  it('uses the interface language, not an unsupported browser language, also in the tooltip', async () => {
    // A French browser: i18next keeps "fr" as the language but the interface falls back to English.
    await act(() => i18n.changeLanguage('fr'));
    render(<RelativeTime value="2026-03-08T12:00:00Z" />);
    const time = screen.getByText('2 days ago');
    // The tooltip is in the cook's own time zone (8 or 9 March, by the machine's zone), in English.
    expect(time.getAttribute('title')).toMatch(/^Mar [89], 2026, /);
  });
});
