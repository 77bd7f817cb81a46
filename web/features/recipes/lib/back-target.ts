/** Where the recipe page's back button goes (docs/product.md "Recipe page"). */
export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

export interface BackTargetInput {
  /** location.search of the recipe page. */
  search: string;
  /** document.referrer. */
  referrer: string;
  /** Whether the app has an earlier entry to go back to. */
  hasHistory: boolean;
}

/** /my-recipes when from=my-recipes or the referrer contains /my-recipes; else history back, else /dashboard. */
export function backTarget({ search, referrer, hasHistory }: BackTargetInput): BackTarget {
  if (new URLSearchParams(search).get('from') === 'my-recipes' || referrer.includes('/my-recipes')) {
    return { kind: 'path', to: '/my-recipes' };
  }
  return hasHistory ? { kind: 'history' } : { kind: 'path', to: '/dashboard' };
}

/** React Router keeps the index of the current entry in history.state.idx (0 = first page of the app). */
export function appHasHistory(state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  const { idx } = state;
  return typeof idx === 'number' && idx > 0;
}
