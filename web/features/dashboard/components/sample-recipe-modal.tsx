import { Clock, Leaf, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseSampleMarkdown, type SampleRecipe } from '#core/recipe/sample-recipes';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../lib/format';

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sodium'] as const;
const UNIT = { calories: 'kcal', protein: 'g', carbs: 'g', fat: 'g', fiber: 'g', sodium: 'mg' } as const;

interface SampleRecipeModalProps {
  recipe: SampleRecipe | null;
  onClose: () => void;
}

/** A sample recipe: image, time, difficulty, servings, ingredients, steps and nutrition per serving. */
export function SampleRecipeModal({ recipe, onClose }: SampleRecipeModalProps) {
  const { t } = useTranslation('dashboard');
  const details = recipe ? parseSampleMarkdown(recipe.markdown) : null;
  const n = useFormat();
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={recipe?.title ?? ''} className="max-w-2xl">
      {recipe && details ? (
        <div className="space-y-5" data-testid="sample-recipe-modal">
          <img src={`/samples/${recipe.offlineImageKey}.svg`} alt="" className="aspect-[16/9] w-full rounded-xl object-cover" />
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
              <Clock className="size-4" aria-hidden />
              {t('minutes', { count: details.cookingTime })}
            </li>
            <li className="rounded-full bg-muted px-3 py-1">{t(`difficulty.${details.difficulty}`)}</li>
            <li className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
              <Users className="size-4" aria-hidden />
              {t('servings', { count: details.servings })}
            </li>
            {recipe.isVegetarian ? (
              <li className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-green-800 dark:bg-green-900/40 dark:text-green-200">
                <Leaf className="size-4" aria-hidden />
                {t('inspiration.vegetarian')}
              </li>
            ) : null}
          </ul>
          <section>
            <h3 className="text-lg font-semibold">{t('inspiration.ingredients')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {recipe.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="text-lg font-semibold">{t('inspiration.steps')}</h3>
            <ol className="mt-2 list-decimal space-y-2 pl-5">
              {details.steps.map((step) => (
                <li key={step}>
                  <InlineMarkdown text={step} />
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="text-lg font-semibold">{t('inspiration.nutrition')}</h3>
            <dl className="mt-2 grid grid-cols-3 gap-2">
              {NUTRIENTS.map((key) => {
                const value = recipe.nutritionalInfo[key];
                if (value === undefined) return null;
                return (
                  <div key={key} className="rounded-lg bg-muted p-2 text-center">
                    <dt className="text-xs text-muted-foreground">{t(`nutrients.${key}`)}</dt>
                    <dd className="font-semibold">
                      {n.number(value)} {UNIT[key]}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
