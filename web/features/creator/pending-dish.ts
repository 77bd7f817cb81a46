/**
 * The dish a cook had typed when the recipe limit stopped them, kept in this tab's session
 * storage so it is still there after checkout (or the pricing page) and back (docs/decisions/052-nothing-sold-that-does-not-exist.md). Taken once: the creator restores it and forgets it.
 */
const KEY = 'forkcast.creator.pendingDish';

export function keepPendingDish(ingredients: readonly string[]): void {
  const lines = ingredients.map((line) => line.trim()).filter(Boolean);
  try {
    if (lines.length > 0) sessionStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage refused (private mode, quota): the dish is simply not kept.
  }
}

export function takePendingDish(): string[] | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!Array.isArray(parsed)) return null;
    const lines = parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return lines.length > 0 ? lines : null;
  } catch {
    return null;
  }
}
