import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../../../../core/options';
import { isPlanType, isPro } from '../../../../core/plans';
import type { UpsellReason } from '../../../components/upsell-modal';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { useStreamGenerateRecipe, type StreamUpdate } from '../api/stream-generate-recipe';
import { canGenerate, creatorReducer, initCreatorState } from '../creator-state';
import { useFailureHandler } from './use-failure-handler';
import { usePhotoDetection } from './use-photo-detection';

function isRecipeLanguage(code: string): code is RecipeLanguage {
  return (RECIPE_LANGUAGES as readonly string[]).includes(code);
}

/** Recipes are written in the interface language (en, es, de). */
function recipeLanguage(lng: string | undefined): RecipeLanguage {
  const code = (lng ?? 'en').slice(0, 2);
  return isRecipeLanguage(code) ? code : 'en';
}

/** The creator's state machine wired to the API: photo detection, generation, the upsell. */
export function useCreatorFlow(prefillIngredients: string[] | null, eaters: string[] | null = null) {
  const { t, i18n } = useTranslation('creator');
  const [state, dispatch] = useReducer(creatorReducer, prefillIngredients, initCreatorState);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  const { user } = useSession();
  const generateMutation = useStreamGenerateRecipe();
  const running = useRef<AbortController | null>(null);
  const fail = useFailureHandler(setUpsell);
  const language = recipeLanguage(i18n.resolvedLanguage);
  // The offline chef cannot see photos (GET /api/users/me `chef`). Until the session answers, and
  // for a user kept on this device before `chef` existed (web/lib/offline-copy.ts), it may.
  const chef = user?.chef as { sees_photos: boolean } | undefined;
  const seesPhotos = chef?.sees_photos ?? true;
  const photo = usePhotoDetection(dispatch, language, fail, seesPhotos);
  const planType = user?.subscription.plan_type;
  // Mirrors the server's entitlement (core/plans.ts) only to decide what to show.
  const pro = isPlanType(planType) && isPro(planType);

  // Leaving the creator stops a recipe still being written (the server then keeps nothing).
  useEffect(() => () => running.current?.abort(), []);

  const onUpdate = (update: StreamUpdate) =>
    update.type === 'meta' ? dispatch({ type: 'streamMeta', meta: update }) : dispatch({ type: 'streamLine', line: update });

  /** Stops the recipe being written: nothing is saved and the unit is given back. */
  function cancel() {
    running.current?.abort();
  }

  async function generate(type: 'quick' | 'customized') {
    if (type === 'customized' && !pro) return setUpsell('missing_features');
    if (!canGenerate(state) || state.generating) return;
    dispatch({ type: 'generateStarted' });
    const customized = type === 'customized';
    const controller = new AbortController();
    running.current = controller;
    try {
      const input = {
        ingredients: state.ingredients,
        type,
        cuisine: customized ? state.cuisine : '',
        cookingMethod: customized ? state.cookingMethod : '',
        userImageUrl: state.generationType === 'image' ? state.imageUrl : null,
        recipeName: state.generationType === 'prompt' ? state.recipeName.trim() : null,
        generationType: state.generationType,
        language,
        // Cooking for household members: the server obeys all their profiles.
        ...(eaters ? { eaters } : {}),
      };
      const recipe = await generateMutation.mutateAsync({ input, signal: controller.signal, onUpdate });
      dispatch({ type: 'generateSucceeded', recipe });
      toast('success', t('toasts.generated'));
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (controller.signal.aborted) {
        dispatch({ type: 'generateCancelled' });
        toast('info', t('stream.cancelled'));
      } else {
        dispatch({ type: 'generateFailed', message: fail(err, t('errors.generate')) });
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return { state, dispatch, isPro: pro, seesPhotos, upsell, setUpsell, ...photo, generate, cancel };
}
