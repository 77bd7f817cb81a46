import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import { isPlanType, isPro } from '#core/kernel/plans';
import type { UpsellReason } from '../../../components/upsell-modal';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import type { GenerateRecipeRequest } from '#core/schemas/recipe';
import type { CookFromState } from '../../../components/cookbook-matches';
import { errorMessage } from '../../../lib/errors';
import { useAddMissing } from '../api/use-add-missing';
import { useCookbookMatch } from '../api/use-cookbook-match';
import { useStreamGenerateRecipe, type StreamUpdate } from '../api/stream-generate-recipe';
import { dishOffer, type DishOffer } from '../dish-offer';
import { canGenerate, creatorReducer, initCreatorState, type CreatorState } from '../creator-state';
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
/** `restored`: the form as the cook left this history entry (creator-draft.ts), or null. */
export function useCreatorFlow(prefillIngredients: string[] | null, eaters: string[] | null = null, restored: CreatorState | null = null) {
  const { t, i18n } = useTranslation('creator');
  const [state, dispatch] = useReducer(creatorReducer, prefillIngredients, (prefill) => restored ?? initCreatorState(prefill));
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  const [offer, setOffer] = useState<DishOffer | null>(null);
  const [cookFrom, setCookFrom] = useState<CookFromState | null>(null);
  const matchMutation = useCookbookMatch();
  const addMissingMutation = useAddMissing();
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
  // Mirrors the server's entitlement (core/kernel/plans.ts) only to decide what to show.
  const pro = isPlanType(planType) && isPro(planType);

  // Leaving the creator stops a recipe still being written (the server then keeps nothing).
  useEffect(() => () => running.current?.abort(), []);

  const onUpdate = (update: StreamUpdate) =>
    update.type === 'meta' ? dispatch({ type: 'streamMeta', meta: update }) : dispatch({ type: 'streamLine', line: update });

  /** Stops the recipe being written: nothing is saved and the unit is given back. */
  function cancel() {
    running.current?.abort();
  }

  /** Writes a recipe from `input`; a cookbook offer (422 dish_not_known, 502 with alternatives) replaces the error. */
  async function run(input: GenerateRecipeRequest, dish = false) {
    dispatch({ type: 'generateStarted', dish });
    setOffer(null);
    const controller = new AbortController();
    running.current = controller;
    try {
      const recipe = await generateMutation.mutateAsync({ input, signal: controller.signal, onUpdate });
      dispatch({ type: 'generateSucceeded', recipe });
      setCookFrom(null); // a new recipe starts from a clean form
      toast('success', t('toasts.generated'));
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (controller.signal.aborted) {
        dispatch({ type: 'generateCancelled' });
        toast('info', t('stream.cancelled'));
        return;
      }
      const found = dishOffer(err, t);
      if (found) {
        // Nothing was counted: no error, no usage message, the dishes it knows instead.
        setOffer(found);
        dispatch({ type: 'generateFailed', message: null });
      } else {
        dispatch({ type: 'generateFailed', message: fail(err, t('errors.generate')) });
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  async function generate(type: 'quick' | 'customized') {
    if (type === 'customized' && !pro) return setUpsell('missing_features');
    if (!canGenerate(state) || state.generating) return;
    const customized = type === 'customized';
    await run({
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
    });
  }

  /** Cooks one cookbook dish (`{ dish_id }`): an alternative offered, or a match from "Cook from what I have". */
  async function generateDish(dishId: string) {
    if (state.generating) return;
    await run(
      {
        ingredients: state.ingredients,
        type: 'quick',
        // The description keeps the servings asked for ("for 4").
        recipeName: state.generationType === 'prompt' ? state.recipeName.trim() : null,
        generationType: 'prompt',
        language,
        dish_id: dishId,
        ...(eaters ? { eaters } : {}),
      },
      true,
    );
  }

  /** "What can I cook with these?": the typed ingredients matched against the cookbook and the cook's recipes. */
  async function findMatches() {
    if (state.ingredients.length === 0) return;
    setCookFrom({ status: 'loading' });
    try {
      const { matches } = await matchMutation.mutateAsync({ ingredients: state.ingredients, language });
      setCookFrom({ status: 'done', matches });
    } catch (err) {
      setCookFrom({ status: 'error', message: errorMessage(err, t, t('cookFrom.failed', { ns: 'common' })) });
    }
  }

  return {
    state,
    dispatch,
    isPro: pro,
    // The shopping list is the kitchen's (Pro, or a Pro household's member).
    hasShoppingList: pro || Boolean(user?.household?.kitchen_pro),
    seesPhotos,
    upsell,
    setUpsell,
    ...photo,
    clearImage: () => {
      setOffer(null);
      setCookFrom(null);
      photo.clearImage();
    },
    generate,
    generateDish,
    cancel,
    offer,
    dismissOffer: () => setOffer(null),
    cookFrom,
    findMatches,
    closeCookFrom: () => setCookFrom(null),
    addMissing: (names: string[]) => addMissingMutation.mutateAsync(names),
  };
}
