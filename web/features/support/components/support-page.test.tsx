import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_PACKAGES, PLANS } from '#core/kernel/plans';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { matchesQuery } from './faq-section';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function openSupport(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/users/me': makeMe(), ...routes });
  renderApp('/support');
  await screen.findByRole('heading', { level: 1, name: 'Support' });
  return api;
}

// Typing through userEvent is slow on a busy machine.
const SLOW = 20_000;

describe('/support', () => {
  it('prefills the contact form from the account and links back to settings', async () => {
    await openSupport();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('textbox', { name: 'Name' })).toHaveValue('Paula Chef');
    expect(within(contact).getByRole('textbox', { name: 'Email' })).toHaveValue('paula@example.com');
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
    expect(document.title).toBe('Support · Forkcast');
  }, SLOW);

  it('refuses blank fields with docs/product.md "Validation" text and sends nothing; then sends the trimmed report', async () => {
    const user = userEvent.setup();
    const api = await openSupport({ 'POST /api/support/bug-report': { success: true, id: 'r1' } });
    const form = screen.getByRole('region', { name: 'Report a bug' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Submit bug report' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '  Radio skips  ');
    await user.type(within(form).getByRole('textbox', { name: 'What happened?' }), 'The radio skips a track when I press next once.');
    await user.click(within(form).getByRole('button', { name: 'Submit bug report' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Bug report submitted successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Radio skips', description: 'The radio skips a track when I press next once.' });
  }, SLOW);

  it('shows the docs/product.md "Errors and messages" failure text, and the hourly limit text on 429', async () => {
    const user = userEvent.setup();
    let status = 500;
    await openSupport({ 'POST /api/support/feature-request': () => ({ status, body: { error: 'x', code: status === 429 ? 'rate_limited' : 'internal_error' } }) });
    const form = screen.getByRole('region', { name: 'Request a feature' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Metric cups');
    await user.type(within(form).getByRole('textbox', { name: 'Describe your idea' }), 'A 250 ml cup in the converter.');
    await user.click(within(form).getByRole('button', { name: 'Submit feature request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to submit feature request. Please try again.');
    status = 429;
    await user.click(within(form).getByRole('button', { name: 'Submit feature request' }));
    expect(await within(form).findByText('You have sent 5 requests in the last hour. Please try again later.')).toBeInTheDocument();
  }, SLOW);

  it('a signed-out visitor is sent to sign in, remembering /support', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({ 'GET /api/users/me': () => signedOut, 'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=s' } });
    renderApp('/support');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=s'));
    expect(sessionStorage.getItem('forkcast.returnTo')).toBe('/support');
    vi.unstubAllGlobals();
  }, SLOW);
});

describe('FAQ topics', () => {
  it('answers every topic users ask about and links each answer to the screen that does it', async () => {
    await openSupport();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = Array.from(faq.querySelectorAll('summary'), (s) => s.textContent);
    expect(questions).toEqual([
      'What do the Free and Pro plans include?',
      'What happens when I reach my monthly limit?',
      'What are credits, and do they expire?',
      'How do I pay, change or cancel my plan?',
      'Can I share my shopping list with the people I live with?',
      'Can I install Forkcast and use it without signal?',
      'What is the offline demo chef?',
      'Who can see my recipes and my name?',
      'How do I get a copy of my data?',
      'How do I delete my account?',
      'Where are the timer, radio and converter?',
    ]);
    const linkOf = (name: string) => within(faq).getByRole('link', { name, hidden: true }).getAttribute('href');
    // Self-service export and deletion exist now: the answers lead to them, not to the contact form.
    expect(linkOf('Download your data')).toBe('/settings#your-data');
    expect(linkOf('Delete account')).toBe('/settings#delete-account');
    expect(linkOf('Household settings')).toBe('/settings#household');
    expect(linkOf('Go to Credits')).toBe('/credits');
    expect(faq).not.toHaveTextContent(/not available yet/i);
  }, SLOW);

  it.each([
    ['delete account', 'How do I delete my account?'],
    ['download zip', 'How do I get a copy of my data?'],
    ['invite household', 'Can I share my shopping list with the people I live with?'],
    ['install offline', 'Can I install Forkcast and use it without signal?'],
    ['packages expire', 'What are credits, and do they expire?'],
  ])('the search "%s" finds "%s"', async (query, question) => {
    const user = userEvent.setup();
    await openSupport();
    await user.type(screen.getByRole('searchbox'), query);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(Array.from(faq.querySelectorAll('summary'), (s) => s.textContent)).toContain(question);
  }, SLOW);
});

describe('FAQ facts', () => {
  it('quotes the plan allowances from the plan table and the four credit packages as sold', async () => {
    await openSupport();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const answer = (question: string) =>
      Array.from(faq.querySelectorAll('details')).find((d) => d.querySelector('summary')?.textContent === question)?.textContent ?? '';
    const plans = answer('What do the Free and Pro plans include?');
    expect(plans).toContain(`Free includes ${PLANS.free.monthlyGenerations} recipes a month`);
    expect(plans).toContain(`includes ${PLANS.monthly.monthlyGenerations.toLocaleString('en')} recipes a month`);
    const credits = answer('What are credits, and do they expire?');
    const packages = Object.values(CREDIT_PACKAGES).map((p) => (p.bonus ? `${p.credits} + ${p.bonus} bonus` : `${p.credits} credits`));
    expect(credits).toContain(`${Object.keys(CREDIT_PACKAGES).length === 4 ? 'four' : '?'} packages (${packages.join('; ')})`);
  });
});

describe('FAQ search', () => {
  it.each([
    ['cancel', 'How do I pay, change or cancel my plan?', true],
    ['CANCEL plan', 'How do I pay, change or cancel my plan?', true],
    ['cancelacion', '¿Cómo cancelo? cancelación', true],
    ['credits expire', 'What are credits, and do they expire?', true],
    ['refund', 'What are credits, and do they expire?', false],
    ['', 'anything', true],
  ])('"%s" in "%s" -> %s', (query, text, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });
});
