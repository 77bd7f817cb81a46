import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { toast, Toaster, TOAST_DURATION_MS } from './toaster';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => toast('success', 'First message'));
    expect(await screen.findByText('First message')).toBeInTheDocument();
    act(() => toast('error', 'Second message'));
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    // sonner keeps a dismissed toast briefly for its exit animation; it is no longer shown.
    await vi.waitFor(() => expect(screen.queryAllByRole('listitem').filter((li) => li.dataset.visible !== 'false' && li.dataset.removed !== 'true')).toHaveLength(1));
  });

  it('dismisses a toast after 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => toast('info', 'Short-lived'));
    expect(await screen.findByText('Short-lived')).toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(4000);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument());
  });

  it('names the toast region and the close button in the interface language', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<Toaster />);
    act(() => toast('info', 'Hola'));
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notificaciones/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
  });
});
