import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';

/** Sign out everywhere (signing out ended only that device's session). */
describe('DELETE /api/sessions', () => {
  it("ends every session of the cook, on every device, and no one else's", async () => {
    const phone = await signIn({ email: 'everywhere@test.forkcast' });
    const laptop = await signIn({ email: 'everywhere@test.forkcast' });
    const other = await signIn();
    expect(phone.cookie).not.toBe(laptop.cookie);
    for (const device of [phone, laptop, other]) expect((await apiFetch('/users/me', { cookie: device.cookie })).status).toBe(200);

    const res = await apiFetch('/sessions', { method: 'DELETE', cookie: laptop.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, ended: 2 });
    expect(res.headers.get('set-cookie')).toMatch(/__Host-fc_session=;|Max-Age=0/);

    for (const device of [phone, laptop]) expect((await apiFetch('/users/me', { cookie: device.cookie })).status).toBe(401);
    expect((await apiFetch('/users/me', { cookie: other.cookie })).status).toBe(200);
  });

  it('401 signed out; 403 from another site', async () => {
    expect((await apiFetch('/sessions', { method: 'DELETE' })).status).toBe(401);
    const cook = await signIn();
    const cross = await apiFetch('/sessions', { method: 'DELETE', cookie: cook.cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    expect((await apiFetch('/users/me', { cookie: cook.cookie })).status).toBe(200);
  });
});
