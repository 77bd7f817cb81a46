import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  document.cookie = 'fc_signed_in=1';
  vi.restoreAllMocks();
});

describe('the signed-out session check', () => {
  it('without the session hint the landing page asks nothing and logs nothing', async () => {
    document.cookie = 'fc_signed_in=; Max-Age=0';
    const error = vi.spyOn(console, 'error');
    const api = mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/');
    expect(await screen.findByTestId('landing-content')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/users/me')).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('with the hint it asks, and a 401 (an ended session) is the signed-out answer', async () => {
    const api = mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/');
    expect(await screen.findByTestId('landing-content')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/users/me')).toHaveLength(1);
  });
});
