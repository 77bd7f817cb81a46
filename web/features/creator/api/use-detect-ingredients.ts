import { useMutation } from '@tanstack/react-query';
import type { DetectIngredientsRequest } from '#core/schemas/recipe';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/detect-ingredients`: the prepared photo (data URL) -> `{ ingredients, imageUrl }`. */
export function detectIngredients(input: DetectIngredientsRequest) {
  return unwrap(api['detect-ingredients'].$post({ json: input }));
}

export function useDetectIngredients() {
  return useMutation({ mutationFn: detectIngredients });
}
