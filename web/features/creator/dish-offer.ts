import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dishAlternativeSchema, type DishAlternative } from '#core/schemas/cookbook';
import { ApiRequestError } from '../../lib/api';
import { errorDetail } from '../../lib/errors';

/**
 * The cookbook's offer instead of a dead end (docs/api.md "Creator"): 422 `dish_not_known` when
 * the offline chef does not know the dish (nothing is counted), or 502 `upstream_failed` with
 * `alternatives` when a model failed twice on a dish the cookbook has. Each dish is one tap from
 * being cooked with `{ dish_id }`.
 */
export interface DishOffer {
  reason: 'not_known' | 'model_failed';
  /** The sentence to show, in the cook's language. */
  message: string;
  dishes: DishAlternative[];
}

const alternativesSchema = z.array(dishAlternativeSchema);

/** The offer a failed generation carries, or null for any other failure. */
export function dishOffer(err: unknown, t: TFunction): DishOffer | null {
  if (!(err instanceof ApiRequestError)) return null;
  const parsed = alternativesSchema.safeParse(err.extra.alternatives ?? []);
  const dishes = parsed.success ? parsed.data : [];
  if (err.code === 'dish_not_known') {
    // The server writes its sentence in the cook's language (web/lib/errors.ts).
    return { reason: 'not_known', message: errorDetail(err, t) ?? t('apiErrors.dish_not_known', { ns: 'common' }), dishes };
  }
  if (err.code === 'upstream_failed' && dishes.length > 0) {
    return { reason: 'model_failed', message: t('offer.modelFailed', { ns: 'creator' }), dishes };
  }
  return null;
}
