import { guessCategory } from '#core/ingredients/ingredient-parse';
import {
  createShoppingItemSchema,
  updateShoppingItemSchema,
  type CreateShoppingItemRequest,
  type ShoppingItem,
  type UpdateShoppingItemRequest,
} from '#core/schemas/shopping';
import type { KeyValueStore } from '../../../lib/idb-store';

/**
 * Shopping-list changes made without signal (docs/decisions/027-installable-app-and-offline-list.md):
 * kept in order in IndexedDB (a reload keeps them), shown at once over the last known list, and
 * sent in order when the connection returns, each with its own Idempotency-Key, so a retry after
 * a lost answer never adds a twin. Per item the last write wins: a second edit of a waiting item
 * folds into the first, a delete drops the item's waiting edits, and an add deleted before it
 * was sent is never sent at all.
 */
export type QueuedChange =
  | { kind: 'add'; key: string; id: string; fields: CreateShoppingItemRequest; at: string }
  | { kind: 'update'; key: string; id: string; patch: UpdateShoppingItemRequest; at: string }
  | { kind: 'delete'; key: string; id: string; at: string };

/** What sending one change gave: done (with the server's id of an added item), try later, or refused for good. */
export type SendOutcome = { status: 'done'; id?: string } | { status: 'retry' } | { status: 'refused' };

export interface FlushResult {
  sent: number;
  refused: number;
  pending: number;
}

export interface ShoppingQueueDeps {
  store: KeyValueStore;
  /** Where the changes are kept (the user's id is part of it). */
  storageKey: string;
  send: (change: QueuedChange) => Promise<SendOutcome>;
  newKey?: () => string;
  now?: () => Date;
}

export const LOCAL_ID_PREFIX = 'local-';

/** Adds `next` to `changes`, folding it into waiting changes of the same item (never the one being sent). */
export function compact(changes: readonly QueuedChange[], next: QueuedChange, sending: string | null = null): QueuedChange[] {
  const waiting = (c: QueuedChange) => c.id === next.id && c.key !== sending;
  if (next.kind === 'update') {
    const earlier = changes.find((c) => waiting(c) && c.kind === 'update');
    if (earlier?.kind !== 'update') return [...changes, next];
    return [...changes.filter((c) => c !== earlier), { ...next, patch: { ...earlier.patch, ...next.patch } }];
  }
  if (next.kind === 'delete') {
    const rest = changes.filter((c) => !(waiting(c) && c.kind === 'update'));
    const unsentAdd = rest.find((c) => waiting(c) && c.kind === 'add');
    return unsentAdd ? rest.filter((c) => c !== unsentAdd) : [...rest, next];
  }
  return [...changes, next];
}

function localItem(change: Extract<QueuedChange, { kind: 'add' }>): ShoppingItem | null {
  const parsed = createShoppingItemSchema.safeParse(change.fields);
  if (!parsed.success) return null;
  const fields = parsed.data;
  return {
    id: change.id,
    name: fields.name,
    quantity: fields.quantity,
    unit: fields.quantity === null ? fields.unit : (fields.unit ?? 'pieces'),
    category: fields.category ?? guessCategory(fields.name),
    notes: fields.notes,
    is_purchased: false,
    recipes: [],
    created_at: change.at,
    updated_at: change.at,
  };
}

function patched(item: ShoppingItem, change: Extract<QueuedChange, { kind: 'update' }>): ShoppingItem {
  const parsed = updateShoppingItemSchema.safeParse(change.patch);
  if (!parsed.success) return item;
  const defined = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ...item, ...defined, updated_at: change.at };
}

/** The list as the cook should see it: the last known list with the waiting changes applied. */
export function applyChanges(items: readonly ShoppingItem[], changes: readonly QueuedChange[]): ShoppingItem[] {
  let out = [...items];
  for (const change of changes) {
    if (change.kind === 'add') {
      const item = localItem(change);
      if (item) out = [item, ...out.filter((i) => i.id !== item.id)];
    } else if (change.kind === 'update') {
      out = out.map((i) => (i.id === change.id ? patched(i, change) : i));
    } else {
      out = out.filter((i) => i.id !== change.id);
    }
  }
  return out;
}

/** The queue of one user's waiting changes. */
export class ShoppingQueue {
  private changes: readonly QueuedChange[] = [];
  private sending: string | null = null;
  private flushing: Promise<FlushResult> | null = null;
  private saving: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  readonly ready: Promise<void>;

  constructor(private readonly deps: ShoppingQueueDeps) {
    this.ready = deps.store.get<QueuedChange[]>(deps.storageKey).then(
      (saved) => this.replace([...(saved ?? []), ...this.changes]),
      (err: unknown) => console.error('Could not read the waiting shopping changes', err),
    );
  }

  /** The waiting changes, oldest first (a new array after every change). */
  snapshot = (): readonly QueuedChange[] => this.changes;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private replace(next: readonly QueuedChange[]): Promise<void> {
    this.changes = next;
    for (const listener of this.listeners) listener();
    const { store, storageKey } = this.deps;
    this.saving = this.saving.then(() => store.set(storageKey, next)).catch((err: unknown) => console.error('Could not keep the waiting shopping changes', err));
    return this.saving;
  }

  /** A change's Idempotency-Key (the one a failed direct request already used, if any) and time. */
  private stamp(key?: string) {
    return { key: key ?? (this.deps.newKey ?? (() => crypto.randomUUID()))(), at: (this.deps.now?.() ?? new Date()).toISOString() };
  }

  private async push(change: QueuedChange) {
    await this.ready;
    await this.replace(compact(this.changes, change, this.sending));
  }

  /** Queues an add; answers the item's local id (until the server gives it its own). */
  async add(fields: CreateShoppingItemRequest, key?: string): Promise<string> {
    const id = `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`;
    await this.push({ kind: 'add', id, fields, ...this.stamp(key) });
    return id;
  }

  update(id: string, patch: UpdateShoppingItemRequest, key?: string) {
    return this.push({ kind: 'update', id, patch, ...this.stamp(key) });
  }

  remove(id: string, key?: string) {
    return this.push({ kind: 'delete', id, ...this.stamp(key) });
  }

  /** Sends the waiting changes in order; stops at the first that must wait (no signal, busy server). */
  flush(): Promise<FlushResult> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<FlushResult> {
    await this.ready;
    let sent = 0;
    let refused = 0;
    for (let change = this.changes[0]; change; change = this.changes[0]) {
      this.sending = change.key;
      const outcome = await this.deps.send(change).catch((): SendOutcome => ({ status: 'retry' }));
      this.sending = null;
      if (outcome.status === 'retry') break;
      if (outcome.status === 'refused') refused += 1;
      else sent += 1;
      const serverId = outcome.status === 'done' && change.kind === 'add' ? outcome.id : undefined;
      const sentKey = change.key;
      const localId = change.id;
      const rest = this.changes.filter((c) => c.key !== sentKey);
      await this.replace(serverId && serverId !== localId ? rest.map((c) => (c.id === localId ? { ...c, id: serverId } : c)) : rest);
    }
    return { sent, refused, pending: this.changes.length };
  }
}
