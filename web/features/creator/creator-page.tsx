import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CookbookMatches } from '../../components/cookbook-matches';
import { UpsellModal } from '../../components/upsell-modal';
import { CustomizeStep } from './components/customize-step';
import { DescriptionCard } from './components/description-card';
import { DishOfferPanel } from './components/dish-offer-panel';
import { LoadingOverlay } from './components/loading-overlay';
import { RecipeView } from './components/recipe-view';
import { StepIndicator } from './components/step-indicator';
import { StreamingRecipe } from './components/streaming-recipe';
import { draftHasLines } from './recipe-draft';
import { keepDraft, keptDraft } from './creator-draft';
import { UploadCard } from './components/upload-card';
import { useCreatorFlow } from './hooks/use-creator-flow';
import { keepPendingDish, takePendingDish } from './pending-dish';
import { useStepFocus } from './hooks/use-step-focus';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The pantry sends ingredients in navigation state: 'use in recipe' one item
 * (`{ prefillIngredient }`), "Cook what's expiring" several (`{ prefillIngredients }`).
 * Blank entries are dropped; null when nothing is left.
 */
export function readPrefill(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const single = 'prefillIngredient' in state ? [state.prefillIngredient] : [];
  const many = 'prefillIngredients' in state && Array.isArray(state.prefillIngredients) ? state.prefillIngredients : [];
  const values = [...single, ...many].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return values.length > 0 ? values : null;
}

/** Who the cook is cooking for, sent by the meal planner (`{ cookFor: [{ id, name }] }`); null otherwise. */
export function readCookFor(state: unknown): Array<{ id: string; name: string }> | null {
  if (typeof state !== 'object' || state === null || !('cookFor' in state) || !Array.isArray(state.cookFor)) return null;
  const eaters = state.cookFor.filter(
    (e): e is { id: string; name: string } => typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.name === 'string',
  );
  return eaters.length > 0 ? eaters.slice(0, 6) : null;
}

/** A cookbook dish to cook at once, sent by the pantry's "Cook this" (`{ cookDish: dish_id }`); null otherwise. */
export function readCookDish(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('cookDish' in state)) return null;
  return typeof state.cookDish === 'string' && /^[a-z0-9-]{1,80}$/.test(state.cookDish) ? state.cookDish : null;
}

/** The recipe creator at `/` for signed-in cooks: upload, customize, recipe. */
export function CreatorPage() {
  const { t } = useTranslation('creator');
  useDocumentTitle(t('pageTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  // The dish typed before the limit stopped the cook comes back after checkout (pending-dish.ts).
  const [kept] = useState(takePendingDish);
  const prefill = readPrefill(location.state) ?? kept;
  // Cooking for chosen household members (docs/decisions/056-whos-eating.md): kept until cleared.
  const [cookFor, setCookFor] = useState(() => readCookFor(location.state));
  const [cookDish] = useState(() => readCookDish(location.state));
  // Back or Forward to this entry brings back what was typed here (creator-draft.ts).
  const [restored] = useState(() => (prefill || cookDish ? null : keptDraft(location.key)));
  const flow = useCreatorFlow(prefill, cookFor?.map((e) => e.id) ?? null, restored);
  const { state, dispatch } = flow;
  useEffect(() => keepDraft(location.key, state), [location.key, state]);
  const stepRef = useStepFocus<HTMLDivElement>(state.step);
  // The recipe is being written and partly visible: the overlay has given way to it.
  const writing = state.generating && draftHasLines(state.draft);
  const overlay = state.generating && !writing;
  // "What can I cook with these?": the list's heading takes focus when the answer arrives.
  const matchesHeading = useRef<HTMLHeadingElement>(null);
  const cookFromStatus = flow.cookFrom?.status;
  useEffect(() => {
    if (cookFromStatus && cookFromStatus !== 'loading') matchesHeading.current?.focus();
  }, [cookFromStatus]);

  useEffect(() => {
    if (flow.upsell === 'limit_reached') keepPendingDish(state.ingredients);
  }, [flow.upsell, state.ingredients]);

  // The prefill is used once: a reload must not bring it back.
  useEffect(() => {
    if (prefill || readCookFor(location.state) || readCookDish(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [prefill, navigate, location.pathname, location.state]);

  // The pantry's "Cook this": the dish is cooked once, on arrival (after the first commit, so a
  // development double effect does not start and cancel it).
  const cookedDish = useRef(false);
  const { generateDish } = flow;
  useEffect(() => {
    if (!cookDish || cookedDish.current) return;
    const timer = setTimeout(() => {
      cookedDish.current = true;
      dispatch({ type: 'startWithDescription' });
      void generateDish(cookDish);
    }, 0);
    return () => clearTimeout(timer);
  }, [cookDish, dispatch, generateDish]);

  return (
    <>
      <div inert={overlay} className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
        <header className="text-center">
          <h1 className="text-2xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
          {cookFor ? (
            <p className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm font-medium" data-testid="cooking-for">
              <span>{t('cookingFor', { names: cookFor.map((e) => e.name).join(', ') })}</span>
              <button
                type="button"
                onClick={() => setCookFor(null)}
                className="min-h-11 rounded-lg px-2 text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {t('cookingForClear')}
              </button>
            </p>
          ) : null}
        </header>
        <StepIndicator step={state.step} />
        <div ref={stepRef} className="contents">
        {state.step === 'upload' ? (
          <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
            <UploadCard
              preview={state.imagePreview}
              detecting={state.detecting}
              onFile={(file) => void flow.chooseFile(file)}
              onRemove={flow.clearImage}
              error={state.error?.source === 'detect' ? state.error.message : null}
              seesPhotos={flow.seesPhotos}
              onType={() => dispatch({ type: 'startWithDescription' })}
            />
            <DescriptionCard onStart={() => dispatch({ type: 'startWithDescription' })} disabled={state.detecting} />
          </div>
        ) : null}
        {writing && state.draft ? <StreamingRecipe draft={state.draft} onCancel={flow.cancel} /> : null}
        {state.step === 'customize' && !writing ? (
          <CustomizeStep
            state={state}
            dispatch={dispatch}
            isPro={flow.isPro}
            onGenerate={(type) => void flow.generate(type)}
            onUpsell={flow.setUpsell}
            onStartOver={flow.clearImage}
            seesPhotos={flow.seesPhotos}
            offer={
              flow.offer ? (
                <DishOfferPanel offer={flow.offer} onCook={(id) => void flow.generateDish(id)} onDismiss={flow.dismissOffer} busy={state.generating} />
              ) : null
            }
            onFindMatches={() => void flow.findMatches()}
            cookFrom={
              flow.cookFrom ? (
                <CookbookMatches
                  ref={matchesHeading}
                  state={flow.cookFrom}
                  onCook={(match) => {
                    if (match.dish_id) void flow.generateDish(match.dish_id);
                  }}
                  onRetry={() => void flow.findMatches()}
                  {...(flow.hasShoppingList ? { onAddMissing: flow.addMissing } : {})}
                  busy={state.generating}
                />
              ) : null
            }
          />
        ) : null}
        {state.step === 'recipe' && state.recipe ? (
          <RecipeView recipe={state.recipe} onNew={() => dispatch({ type: 'newRecipe' })} />
        ) : null}
        </div>
      </div>
      <LoadingOverlay active={overlay} hideAtOnce={writing} />
      <UpsellModal
        open={flow.upsell !== null}
        onOpenChange={(open) => {
          if (!open) flow.setUpsell(null);
        }}
        reason={flow.upsell ?? 'default'}
      />
    </>
  );
}
