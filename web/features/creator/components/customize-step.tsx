import { ArrowLeft, UtensilsCrossed, X } from 'lucide-react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { generateHintKey, type CreatorAction, type CreatorState } from '../creator-state';
import { ErrorBanner } from './error-banner';
import { IngredientEditor } from './ingredient-editor';
import { PromptInput } from './prompt-input';
import { RecipeOptions } from './recipe-options';
import { UsageBanner } from './usage-banner';

interface CustomizeStepProps {
  state: CreatorState;
  dispatch: Dispatch<CreatorAction>;
  isPro: boolean;
  onGenerate: (type: 'quick' | 'customized') => void;
  onUpsell: (reason: 'missing_features' | 'pro_upgrade') => void;
  onStartOver: () => void;
  /** False when the chef cannot see photos: a photo's customize step says nothing was read from it. */
  seesPhotos?: boolean;
  /** The cookbook's dishes offered after a failed generation (dish-offer-panel.tsx), above the form. */
  offer?: ReactNode;
  /** "What can I cook with these?": asks for matches of the typed ingredients. */
  onFindMatches?: () => void;
  /** The matches, below the generate buttons. */
  cookFrom?: ReactNode;
}

/** Step 2: usage, the ingredients (and the description in prompt mode), then quick or customised. */
export function CustomizeStep(props: CustomizeStepProps) {
  const { state, dispatch, isPro, onGenerate, onUpsell, onStartOver, seesPhotos = true, offer, onFindMatches, cookFrom } = props;
  const { t } = useTranslation('creator');
  const prompt = state.generationType === 'prompt';
  const showImage = !prompt && state.imagePreview !== null;
  return (
    <div className="flex flex-col gap-4">
      {/* Where focus lands when this step opens (the visible step name is in the indicator). */}
      <h2 className="sr-only">{t('steps.customize')}</h2>
      <UsageBanner onUpgrade={() => onUpsell('pro_upgrade')} />
      {state.error?.source === 'generate' ? (
        <ErrorBanner message={state.error.message} onDismiss={() => dispatch({ type: 'errorDismissed' })} />
      ) : null}
      {offer}
      {showImage && !seesPhotos ? (
        <p className="rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm" role="note" data-testid="photo-not-read">
          {t('photo.notRead')}
        </p>
      ) : null}
      <Card className={cn('flex flex-col gap-6', showImage && 'md:grid md:grid-cols-[16rem_1fr] md:items-start')}>
        {showImage ? (
          <div className="relative">
            <img src={state.imagePreview ?? ''} alt={t('upload.preview')} className="max-h-48 w-full rounded-xl object-cover md:max-h-64" />
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-2 right-2 rounded-full shadow"
              onClick={() => dispatch({ type: 'photoRemoved' })}
              aria-label={t('upload.remove')}
            >
              <X className="size-5" aria-hidden />
            </Button>
          </div>
        ) : null}
        {prompt ? (
          <PromptInput value={state.recipeName} onChange={(value) => dispatch({ type: 'recipeNameChanged', value })} />
        ) : null}
        <IngredientEditor
          ingredients={state.ingredients}
          onAdd={(text) => dispatch({ type: 'ingredientAdded', text })}
          onEdit={(index, text) => dispatch({ type: 'ingredientEdited', index, text })}
          onRemove={(index) => dispatch({ type: 'ingredientRemoved', index })}
        />
      </Card>
      <RecipeOptions
        isPro={isPro}
        cuisine={state.cuisine}
        cookingMethod={state.cookingMethod}
        onCuisine={(value) => dispatch({ type: 'cuisineChanged', value })}
        onCookingMethod={(value) => dispatch({ type: 'cookingMethodChanged', value })}
        hintKey={generateHintKey(state)}
        busy={state.generating}
        onQuick={() => onGenerate('quick')}
        onCustomized={() => onGenerate('customized')}
        onUnlock={() => onUpsell('missing_features')}
      />
      {onFindMatches ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={onFindMatches}
          disabled={state.ingredients.length === 0 || state.generating}
          data-testid="find-matches"
        >
          <UtensilsCrossed className="size-4" aria-hidden />
          {t('cookFrom.button')}
        </Button>
      ) : null}
      {cookFrom}
      <Button variant="ghost" className="self-start" onClick={onStartOver}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('back')}
      </Button>
    </div>
  );
}
