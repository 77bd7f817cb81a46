import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '#core/kernel/app-version';
import { createDb } from '../../db/client';
import { apiFetch, signIn } from '../../test/helpers';
import { forwardSupportRequest, storeSupportRequest } from './support.service';

const bug = { title: 'Timer beeps twice', description: 'When the timer ends the beep plays twice per second.' };
const feature = { title: 'Metric cups', description: 'Please add a metric cup (250 ml) to the converter.' };
const contact = { name: 'Erin Tester', email: 'erin@example.com', subject: 'billing', message: 'How do I cancel my Pro plan?' };

async function rows(userId: string) {
  const result = await env.DB.prepare(
    'SELECT kind, title, body, contact_name, contact_email, user_agent, app_version, forwarded_at FROM support_requests WHERE user_id = ? ORDER BY created_at, rowid',
  )
    .bind(userId)
    .all();
  return result.results;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(env, 'SUPPORT_WEBHOOK_URL');
});

describe('POST /api/support/*', () => {
  it('stores a bug report, a feature request and a contact message with user, kind, user agent and version', async () => {
    const { cookie, userId } = await signIn();
    const headers = { 'user-agent': 'ForkcastTest/1.0' };
    for (const [path, json] of [['/support/bug-report', bug], ['/support/feature-request', feature], ['/support/contact', contact]] as const) {
      const res = await apiFetch(path, { cookie, json, headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    expect(await rows(userId)).toEqual([
      { kind: 'bug', title: bug.title, body: bug.description, contact_name: null, contact_email: null, user_agent: 'ForkcastTest/1.0', app_version: APP_VERSION, forwarded_at: null },
      { kind: 'feature', title: feature.title, body: feature.description, contact_name: null, contact_email: null, user_agent: 'ForkcastTest/1.0', app_version: APP_VERSION, forwarded_at: null },
      { kind: 'contact', title: 'billing', body: contact.message, contact_name: 'Erin Tester', contact_email: 'erin@example.com', user_agent: 'ForkcastTest/1.0', app_version: APP_VERSION, forwarded_at: null },
    ]);
  });

  it('trims the text it stores', async () => {
    const { cookie, userId } = await signIn();
    const res = await apiFetch('/support/bug-report', { cookie, json: { title: '  Crash  ', description: '   It crashes every time.  ' } });
    expect(res.status).toBe(200);
    expect(await rows(userId)).toMatchObject([{ title: 'Crash', body: 'It crashes every time.' }]);
  });

  it.each([
    ['a blank title', '/support/bug-report', { ...bug, title: '   ' }, 'title'],
    ['a 2-character title', '/support/bug-report', { ...bug, title: 'ab' }, 'title'],
    ['a 121-character title', '/support/feature-request', { ...feature, title: 'x'.repeat(121) }, 'title'],
    ['a 9-character description', '/support/bug-report', { ...bug, description: '123456789' }, 'description'],
    ['a 5001-character description', '/support/feature-request', { ...feature, description: 'x'.repeat(5001) }, 'description'],
    ['no description', '/support/bug-report', { title: bug.title }, 'description'],
    ['an unknown subject', '/support/contact', { ...contact, subject: 'refund' }, 'subject'],
    ['a bad email', '/support/contact', { ...contact, email: 'erin@' }, 'email'],
    ['a blank name', '/support/contact', { ...contact, name: ' ' }, 'name'],
    ['a short message', '/support/contact', { ...contact, message: 'help' }, 'message'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, path, json, field) => {
    const { cookie, userId } = await signIn();
    const res = await apiFetch(path, { cookie, json });
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; details: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toMatch(new RegExp(`^${field}: `));
    expect(await rows(userId)).toEqual([]);
  });

  it('accepts the bounds exactly: 3 and 120 character titles, 10 and 5000 character descriptions', async () => {
    const { cookie } = await signIn();
    for (const json of [{ title: 'abc', description: '1234567890' }, { title: 'x'.repeat(120), description: 'y'.repeat(5000) }]) {
      expect((await apiFetch('/support/bug-report', { cookie, json })).status).toBe(200);
    }
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await apiFetch('/support/bug-report', { json: bug });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers the sixth request in an hour with 429 in the error shape, counting all three kinds together', async () => {
    const { cookie, userId } = await signIn();
    const other = await signIn();
    const sends = [['/support/bug-report', bug], ['/support/feature-request', feature], ['/support/contact', contact], ['/support/bug-report', bug], ['/support/contact', contact]] as const;
    for (const [path, json] of sends) expect((await apiFetch(path, { cookie, json })).status).toBe(200);
    const sixth = await apiFetch('/support/feature-request', { cookie, json: feature });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: expect.stringContaining('5 support requests'), code: 'rate_limited' });
    expect(await rows(userId)).toHaveLength(5);
    // Another user is not affected.
    expect((await apiFetch('/support/bug-report', { cookie: other.cookie, json: bug })).status).toBe(200);
  });

  it('keeps the limit exact when requests arrive at once: of 12 parallel requests, 5 are stored', async () => {
    const { userId } = await signIn();
    const db = createDb(env.DB);
    const meta = { userId, userEmail: 'a@b.c', userAgent: null, appVersion: '1' };
    const now = new Date('2026-11-23T10:00:00Z');
    const stored = await Promise.all(
      Array.from({ length: 12 }, () => storeSupportRequest({ db, now, webhookUrl: null }, meta, { kind: 'bug', input: bug })),
    );
    expect(stored.filter((s) => s !== null)).toHaveLength(5);
    expect(await rows(userId)).toHaveLength(5);
  });

  it('counts only the last hour: requests from 61 minutes ago no longer count', async () => {
    const { userId } = await signIn();
    const db = createDb(env.DB);
    const meta = { userId, userEmail: 'a@b.c', userAgent: null, appVersion: '1' };
    const start = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < 5; i += 1) {
      expect(await storeSupportRequest({ db, now: start, webhookUrl: null }, meta, { kind: 'bug', input: bug })).not.toBeNull();
    }
    const stillInHour = new Date(start.getTime() + 59 * 60_000);
    expect(await storeSupportRequest({ db, now: stillInHour, webhookUrl: null }, meta, { kind: 'bug', input: bug })).toBeNull();
    const later = new Date(start.getTime() + 61 * 60_000);
    expect(await storeSupportRequest({ db, now: later, webhookUrl: null }, meta, { kind: 'bug', input: bug })).not.toBeNull();
  });
});

describe('forwarding to SUPPORT_WEBHOOK_URL', () => {
  it('posts the stored request as JSON to the webhook and marks it forwarded', async () => {
    const { cookie, userId } = await signIn({ email: `forward-${Date.now()}@test.forkcast` });
    Object.assign(env, { SUPPORT_WEBHOOK_URL: 'https://hooks.example.com/support' });
    const sent: Array<{ url: string; body: unknown; type: string | null }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url.startsWith('https://hooks.example.com/')) {
        sent.push({ url: request.url, body: await request.json(), type: request.headers.get('content-type') });
        return new Response('ok');
      }
      return realFetch(input, init);
    });
    const res = await apiFetch('/support/contact', { cookie, json: contact, headers: { 'user-agent': 'UA/2' } });
    expect(res.status).toBe(200);
    const { id } = await res.json<{ id: string }>();
    expect(sent).toEqual([
      {
        url: 'https://hooks.example.com/support',
        type: 'application/json',
        body: {
          id,
          kind: 'contact',
          created_at: expect.any(String),
          user: { id: userId, email: expect.stringMatching(/^forward-/) },
          user_agent: 'UA/2',
          app_version: APP_VERSION,
          ...contact,
        },
      },
    ]);
    expect((await rows(userId))[0]).toMatchObject({ forwarded_at: expect.any(String) });
  });

  it.each([
    ['answers 500', () => Promise.resolve(new Response('down', { status: 500 }))],
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
  ])('keeps the request and answers success when the webhook %s', async (_name, answer) => {
    const { userId } = await signIn();
    const db = createDb(env.DB);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const deps = { db, now: new Date(), webhookUrl: 'https://hooks.example.com/x' };
    const meta = { userId, userEmail: 'a@b.c', userAgent: null, appVersion: '1' };
    const payload = { kind: 'bug', input: bug } as const;
    const stored = await storeSupportRequest(deps, meta, payload);
    expect(stored).not.toBeNull();
    expect(await forwardSupportRequest(deps, stored!, meta, payload)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await rows(userId)).toMatchObject([{ kind: 'bug', title: bug.title, forwarded_at: null }]);
  });

  it('through the route, a failing webhook still answers success and the request is stored', async () => {
    const { cookie, userId } = await signIn();
    Object.assign(env, { SUPPORT_WEBHOOK_URL: 'https://hooks.example.com/broken' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new Request(input, init).url;
      if (url.startsWith('https://hooks.example.com/')) return new Response('nope', { status: 502 });
      return realFetch(input, init);
    });
    const res = await apiFetch('/support/bug-report', { cookie, json: bug });
    expect(res.status).toBe(200);
    expect(await rows(userId)).toMatchObject([{ kind: 'bug', forwarded_at: null }]);
  });

  it('sends nothing when no webhook is set', async () => {
    const { cookie } = await signIn();
    const spy = vi.spyOn(globalThis, 'fetch');
    expect((await apiFetch('/support/bug-report', { cookie, json: bug })).status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });
});
