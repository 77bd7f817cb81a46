import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const stage = () => screen.getByTestId('overlay-stage').textContent;

  it('is hidden while nothing is generated', () => {
    render(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('advances a stage every 2 s up to the last, then hides 0.5 s after generation stops', () => {
    const { rerender } = render(<LoadingOverlay active />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(stage()).toBe('Analyzing your ingredients…');
    act(() => vi.advanceTimersByTime(1999));
    expect(stage()).toBe('Analyzing your ingredients…');
    act(() => vi.advanceTimersByTime(1));
    expect(stage()).toBe('Selecting the perfect recipe…');
    act(() => vi.advanceTimersByTime(2000));
    expect(stage()).toBe('Crafting step-by-step instructions…');
    act(() => vi.advanceTimersByTime(2000));
    expect(stage()).toBe('Finalizing your recipe…');
    act(() => vi.advanceTimersByTime(10_000));
    expect(stage()).toBe('Finalizing your recipe…');

    rerender(<LoadingOverlay active={false} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts again from the first stage on the next generation', () => {
    const { rerender } = render(<LoadingOverlay active />);
    act(() => vi.advanceTimersByTime(4000));
    rerender(<LoadingOverlay active={false} />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<LoadingOverlay active />);
    expect(stage()).toBe('Analyzing your ingredients…');
  });

  it('gives way at once when the recipe starts to appear', () => {
    const { rerender } = render(<LoadingOverlay active />);
    rerender(<LoadingOverlay active={false} hideAtOnce />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
