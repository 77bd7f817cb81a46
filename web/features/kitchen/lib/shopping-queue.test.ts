import { describe, expect, it } from 'vitest';
import type { CreateShoppingItemRequest, ShoppingItem } from '#core/schemas/shopping';
import { memoryStore, type KeyValueStore } from '../../../lib/idb-store';
import { applyChanges, ShoppingQueue, type QueuedChange, type SendOutcome } from './shopping-queue';

const AT = '2026-11-23T09:00:00.000Z';

function item(id: string, name: string, purchased = false): ShoppingItem {
  return { id, name, quantity: null, unit: null, category: 'other', notes: null, is_purchased: purchased, recipes: [], created_at: AT, updated_at: AT };
}

/**
 * A stand-in for the worker's shopping routes with the Idempotency-Key rule: a key seen before
 * gets its first answer back. `lose` drops the answer of the next N requests (applied, then the
 * signal goes), as a basement's flaky connection does.
 */
function fakeServer(initial: ShoppingItem[] = []) {
  const items = new Map(initial.map((i) => [i.id, i]));
  const answers = new Map<string, SendOutcome>();
  let nextId = 1;
  let offline = false;
  let lose = 0;
  const apply = (change: QueuedChange): SendOutcome => {
    if (change.kind === 'add') {
      const id = `srv-${nextId++}`;
      items.set(id, item(id, change.fields.name));
      return { status: 'done', id };
    }
    const existing = items.get(change.id);
    if (!existing) return { status: 'refused' };
    if (change.kind === 'delete') items.delete(change.id);
    else items.set(change.id, { ...existing, is_purchased: change.patch.is_purchased ?? existing.is_purchased });
    return { status: 'done' };
  };
  const log: QueuedChange[] = [];
  const send = (change: QueuedChange): Promise<SendOutcome> => {
    if (offline) return Promise.resolve({ status: 'retry' });
    log.push(change);
    const answer = answers.get(change.key) ?? apply(change);
    answers.set(change.key, answer);
    if (lose > 0) {
      lose -= 1;
      return Promise.resolve({ status: 'retry' });
    }
    return Promise.resolve(answer);
  };
  return {
    send,
    log,
    list: () => [...items.values()],
    setOffline: (value: boolean) => void (offline = value),
    loseNextAnswers: (n: number) => void (lose = n),
  };
}

function queueOn(store: KeyValueStore, server: ReturnType<typeof fakeServer>) {
  let n = 0;
  return new ShoppingQueue({ store, storageKey: 'user-1:shopping-queue', send: server.send, newKey: () => `key-${++n}-${Math.random()}`, now: () => new Date(AT) });
}

const milk: CreateShoppingItemRequest = { name: 'Milk' };

describe('the offline shopping queue', () => {
  it('shows waiting changes at once over the last known list', async () => {
    const server = fakeServer();
    server.setOffline(true);
    const queue = queueOn(memoryStore(), server);
    await queue.update('a', { is_purchased: true });
    await queue.add({ name: 'Bread', quantity: 2 });
    await queue.remove('b');
    const view = applyChanges([item('a', 'Eggs'), item('b', 'Rice')], queue.snapshot());
    expect(view.map((i) => [i.name, i.is_purchased])).toEqual([
      ['Bread', false],
      ['Eggs', true],
    ]);
    expect(view[0]).toMatchObject({ quantity: 2, unit: 'pieces', category: 'bakery' });
    expect(server.log).toEqual([]);
  });

  it('keeps the changes across a reload (a new queue on the same store)', async () => {
    const store = memoryStore();
    const server = fakeServer([item('a', 'Eggs')]);
    server.setOffline(true);
    const before = queueOn(store, server);
    await before.update('a', { is_purchased: true });
    await before.add(milk);
    expect((await before.flush()).pending).toBe(2);

    const after = queueOn(store, server);
    await after.ready;
    expect(after.snapshot().map((c) => c.kind)).toEqual(['update', 'add']);
    server.setOffline(false);
    expect(await after.flush()).toEqual({ sent: 2, refused: 0, pending: 0 });
    expect(server.list().map((i) => [i.name, i.is_purchased])).toEqual([
      ['Eggs', true],
      ['Milk', false],
    ]);
    const reloaded = queueOn(store, server);
    await reloaded.ready;
    expect(reloaded.snapshot()).toEqual([]);
  });

  it('sends in the order the changes were made, and the item added offline can be ticked offline', async () => {
    const server = fakeServer([item('a', 'Eggs'), item('b', 'Rice')]);
    server.setOffline(true);
    const queue = queueOn(memoryStore(), server);
    await queue.update('b', { is_purchased: true });
    const local = await queue.add(milk);
    await queue.update(local, { is_purchased: true });
    await queue.remove('a');
    server.setOffline(false);
    await queue.flush();
    expect(server.log.map((c) => `${c.kind}:${c.id.startsWith('local-') ? 'local' : c.id}`)).toEqual(['update:b', 'add:local', 'update:srv-1', 'delete:a']);
    expect(server.list().map((i) => [i.id, i.is_purchased])).toEqual([
      ['b', true],
      ['srv-1', true],
    ]);
  });

  it('a retried add after a lost answer makes no twin', async () => {
    const server = fakeServer();
    const queue = queueOn(memoryStore(), server);
    await queue.add(milk);
    server.loseNextAnswers(2);
    expect(await queue.flush()).toMatchObject({ sent: 0, pending: 1 });
    expect(await queue.flush()).toMatchObject({ sent: 0, pending: 1 });
    expect(await queue.flush()).toMatchObject({ sent: 1, pending: 0 });
    expect(server.log).toHaveLength(3);
    expect(new Set(server.log.map((c) => c.key)).size).toBe(1);
    expect(server.list().map((i) => i.name)).toEqual(['Milk']);
  });

  it('last write wins per item: tick then untick sends one change with the last value', async () => {
    const server = fakeServer([item('a', 'Eggs')]);
    server.setOffline(true);
    const queue = queueOn(memoryStore(), server);
    await queue.update('a', { is_purchased: true });
    await queue.update('a', { is_purchased: false });
    await queue.update('a', { notes: 'free range' });
    expect(queue.snapshot()).toEqual([expect.objectContaining({ kind: 'update', patch: { is_purchased: false, notes: 'free range' } })]);
    server.setOffline(false);
    await queue.flush();
    expect(server.list()).toEqual([expect.objectContaining({ id: 'a', is_purchased: false })]);
  });

  it('an item added and deleted offline is never sent; a delete drops the waiting edits', async () => {
    const server = fakeServer([item('a', 'Eggs')]);
    server.setOffline(true);
    const queue = queueOn(memoryStore(), server);
    const local = await queue.add(milk);
    await queue.update(local, { is_purchased: true });
    await queue.remove(local);
    await queue.update('a', { is_purchased: true });
    await queue.remove('a');
    expect(queue.snapshot().map((c) => `${c.kind}:${c.id}`)).toEqual(['delete:a']);
  });

  it('a change the server refuses for good (item deleted elsewhere) is dropped and the rest still go', async () => {
    const server = fakeServer([item('b', 'Rice')]);
    const queue = queueOn(memoryStore(), server);
    server.setOffline(true);
    await queue.update('gone', { is_purchased: true });
    await queue.update('b', { is_purchased: true });
    server.setOffline(false);
    expect(await queue.flush()).toEqual({ sent: 1, refused: 1, pending: 0 });
    expect(server.list()).toEqual([expect.objectContaining({ id: 'b', is_purchased: true })]);
  });

  it('a change made while another is being sent waits its turn and is not folded into it', async () => {
    const server = fakeServer([item('a', 'Eggs')]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = new ShoppingQueue({
      store: memoryStore(),
      storageKey: 'k',
      send: async (change) => {
        await gate;
        return server.send(change);
      },
    });
    await queue.update('a', { is_purchased: true });
    const flushing = queue.flush();
    await queue.update('a', { is_purchased: false });
    expect(queue.snapshot()).toHaveLength(2);
    release();
    await flushing;
    await queue.flush();
    expect(server.log.map((c) => c.kind === 'update' && c.patch.is_purchased)).toEqual([true, false]);
    expect(server.list()).toEqual([expect.objectContaining({ is_purchased: false })]);
  });
});
