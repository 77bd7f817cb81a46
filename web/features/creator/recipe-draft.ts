import type { RecipeLine, RestartReason, StreamMeta } from '#core/recipe/recipe-stream';

/** The recipe as it is being written (docs/decisions/025-streaming-generation.md). */
export interface RecipeDraft {
  provider: StreamMeta['provider'];
  /** Why the lines were started again, when they were. */
  restart: RestartReason | null;
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
}

export function emptyDraft(meta: StreamMeta): RecipeDraft {
  return { provider: meta.provider, restart: meta.restart ?? null, title: '', description: '', ingredients: [], steps: [] };
}

export function addLine(draft: RecipeDraft, line: RecipeLine): RecipeDraft {
  switch (line.section) {
    case 'title':
      return { ...draft, title: line.text };
    case 'description':
      return { ...draft, description: line.text };
    case 'ingredient':
      return { ...draft, ingredients: [...draft.ingredients, line.text] };
    case 'step':
      return { ...draft, steps: [...draft.steps, line.text] };
  }
}

/** Whether anything of the recipe is visible yet (the loading overlay gives way then). */
export const draftHasLines = (draft: RecipeDraft | null): draft is RecipeDraft =>
  draft !== null && (draft.title !== '' || draft.ingredients.length > 0 || draft.steps.length > 0);

/** The polite progress message for screen readers: it changes per phase, not per line. */
export type DraftPhase = 'starting' | 'title' | 'ingredients' | 'steps';

export function draftPhase(draft: RecipeDraft): DraftPhase {
  if (draft.steps.length > 0) return 'steps';
  if (draft.ingredients.length > 0) return 'ingredients';
  return draft.title ? 'title' : 'starting';
}
