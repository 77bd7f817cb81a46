import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const QUERY = '?response_type=code&client_id=c1&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcb&code_challenge=abc&code_challenge_method=S256&state=s1&scope=read+write';

const consent = {
  handle: 'h-1',
  client_name: 'Claude',
  client_domain: null,
  redirect_host: '127.0.0.1',
  redirect_is_local: true,
  requested_scopes: ['read', 'write'],
};

describe('/oauth/authorize, the consent screen', () => {
  it('names the assistant, where access goes and what it may do, and sends the cook back with the access chosen', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href });
    const { calls } = mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/assistants/consent': consent,
      'POST /api/assistants/consent': { redirect_to: 'http://127.0.0.1:5000/cb?code=xyz&state=s1' },
    });
    renderApp(`/oauth/authorize${QUERY}`);
    expect(await screen.findByRole('heading', { name: 'Allow Claude to use your Forkcast?' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as paula@example.com.')).toBeInTheDocument();
    expect(screen.getByText('This app gave itself this name; Forkcast cannot check it.')).toBeInTheDocument();
    expect(screen.getByText('Access will be sent to 127.0.0.1.')).toBeInTheDocument();
    expect(screen.getByTestId('consent-local-warning')).toBeInTheDocument();
    // The query reached the API as the assistant sent it.
    const asked = calls.find((call) => call.path === '/api/assistants/consent' && call.method === 'GET')!;
    expect(new URLSearchParams(asked.search).get('code_challenge')).toBe('abc');
    // Asked for write: "Read and change" is chosen; the cook narrows it to read only.
    expect(screen.getByRole('radio', { name: /Read and change/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Read only/ }));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:5000/cb?code=xyz&state=s1'));
    const posted = calls.find((call) => call.path === '/api/assistants/consent' && call.method === 'POST')!;
    expect(posted.body).toEqual({ handle: 'h-1', decision: 'approve', scopes: ['read'] });
    expect(await screen.findByText('Returning you to Claude…')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says so in Spanish when the assistant request cannot be used, and offers no Allow button', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/assistants/consent': () => ({ status: 400, body: { error: 'This sign-in link from the assistant is not valid.', code: 'validation_failed' } }),
    });
    renderApp(`/oauth/authorize${QUERY}`);
    expect(await screen.findByRole('heading', { name: 'Esta conexión no puede continuar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Permitir' })).toBeNull();
    await i18n.changeLanguage('en');
  });
});
