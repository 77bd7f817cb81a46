import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeLanguage } from '#core/kernel/options';
import { scaleIngredientsForCook } from '#core/recipe/recipe-scaling-cook';
import { RECIPE_LIMITS } from '#core/schemas/recipe';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ScaledLine } from './scaled-line';

/** A page scales as far as a recipe may serve (core/schemas/recipe.ts). */
const MAX_SERVINGS = RECIPE_LIMITS.servings;

interface IngredientsPanelProps {
  lines: string[];
  /** The servings the recipe was written for. */
  servings: number;
  /** The servings shown, when the page keeps them (the header and print show the same number). */
  target?: number;
  onTargetChange?: (servings: number) => void;
  /** The language the lines are written in (units and food words agree in it). */
  language?: RecipeLanguage;
}

/**
 * Ingredients with a servings control that scales the quantities to amounts a cook can measure;
 * a rounded amount gives its exact value on hover and focus.
 */
export function IngredientsPanel({ lines, servings, target: shown, onTargetChange, language = 'en' }: IngredientsPanelProps) {
  const { t } = useTranslation('recipes');
  const [own, setOwn] = useState(servings);
  const target = shown ?? own;
  const setTarget = (next: number) => {
    setOwn(next);
    onTargetChange?.(next);
  };
  const scaled = scaleIngredientsForCook(lines, servings, target, language);
  return (
    <Card className="p-5 print:border-0 print:bg-transparent print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('detail.ingredients')}</h2>
        <div className="flex items-center gap-1 print:hidden" role="group" aria-label={t('servings.label')}>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => setTarget(Math.max(1, target - 1))}
            disabled={target <= 1}
            aria-label={t('servings.decrease')}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <output className="min-w-24 text-center font-medium" aria-live="polite" data-testid="servings-value">
            {t('servings.count', { count: target })}
          </output>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => setTarget(Math.min(MAX_SERVINGS, target + 1))}
            disabled={target >= MAX_SERVINGS}
            aria-label={t('servings.increase')}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {target !== servings ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          {t('servings.scaledFrom', { count: servings })}
          <button
            type="button"
            onClick={() => setTarget(servings)}
            className="inline-flex shrink-0 items-center gap-1 rounded text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary print:hidden"
          >
            <RotateCcw className="size-3.5" aria-hidden />
            {t('servings.reset')}
          </button>
        </p>
      ) : null}
      <ul className="mt-4 space-y-2" data-testid="ingredient-list">
        {scaled.map((line, i) => (
          <li key={i} className="flex gap-3">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
            <ScaledLine line={line} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
