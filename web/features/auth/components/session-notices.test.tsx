import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { emitSessionEvent } from '../../../lib/session';
import { SessionNotices } from './session-notices';

describe('session notices', () => {
  it('shows the session hooks’ events as translated toasts', async () => {
    render(
      <>
        <Toaster />
        <SessionNotices />
      </>,
    );
    act(() => emitSessionEvent('logged-out'));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    act(() => emitSessionEvent('sign-in-failed'));
    expect(await screen.findByText('Failed to sign in with Google')).toBeInTheDocument();
  });
});
