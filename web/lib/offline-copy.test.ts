import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { memoryStore } from './idb-store';
import { forgetOfflineData, lastUser, offlineUserId, rememberUser, setOfflineStore, withOfflineCopy } from './offline-copy';

const noSignal = () => Promise.reject(new ApiRequestError(0, 'network_error', 'Network error'));
const list = (names: string[]) => () => Promise.resolve(names);

describe('offline copies of the signed-in user data', () => {
  beforeEach(() => setOfflineStore(memoryStore()));

  it('answers the last copy without signal, and only without signal', async () => {
    await rememberUser({ id: 'ana' });
    expect(await withOfflineCopy('shopping-list', list(['Eggs']))).toEqual(['Eggs']);
    expect(await withOfflineCopy('shopping-list', noSignal)).toEqual(['Eggs']);
    // A server's refusal is an answer, not a lost connection: no copy instead.
    const refused = () => Promise.reject(new ApiRequestError(403, 'plan_required', 'Pro only'));
    await expect(withOfflineCopy('shopping-list', refused)).rejects.toMatchObject({ status: 403 });
    await expect(withOfflineCopy('meal-plans-this-week', noSignal)).rejects.toMatchObject({ status: 0 });
  });

  it('a stale copy the caller cannot use is not answered', async () => {
    await rememberUser({ id: 'ana' });
    await withOfflineCopy('week', () => Promise.resolve({ start: '2026-11-16' }));
    await expect(withOfflineCopy<{ start: string }>('week', noSignal, (saved) => saved.start === '2026-11-23')).rejects.toMatchObject({ status: 0 });
  });

  it('another user signing in on the device never sees the first user data', async () => {
    await rememberUser({ id: 'ana' });
    await withOfflineCopy('shopping-list', list(['Ana secret']));
    await rememberUser({ id: 'ben' });
    await expect(withOfflineCopy('shopping-list', noSignal)).rejects.toMatchObject({ status: 0 });
    expect(await lastUser()).toEqual({ id: 'ben' });
  });

  it('signing out (or an ended session) wipes everything', async () => {
    await rememberUser({ id: 'ana', name: 'Ana' });
    await withOfflineCopy('shopping-list', list(['Eggs']));
    await forgetOfflineData();
    expect(offlineUserId()).toBeNull();
    expect(await lastUser()).toBeNull();

    await rememberUser({ id: 'ana' });
    await withOfflineCopy('shopping-list', list(['Eggs']));
    await rememberUser(null);
    expect(await lastUser()).toBeNull();
  });

  it('starting without signal, the last user is known again and their copy answers', async () => {
    const store = memoryStore();
    setOfflineStore(store);
    await rememberUser({ id: 'ana', name: 'Ana' });
    await withOfflineCopy('shopping-list', list(['Eggs']));
    setOfflineStore(store); // a reload: same IndexedDB, nothing in memory
    expect(offlineUserId()).toBeNull();
    expect(await lastUser()).toEqual({ id: 'ana', name: 'Ana' });
    expect(await withOfflineCopy('shopping-list', noSignal)).toEqual(['Eggs']);
  });
});
