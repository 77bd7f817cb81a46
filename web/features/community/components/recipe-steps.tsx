import { useTranslation } from 'react-i18next';
import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { InstructionSteps } from '../../../components/instruction-steps';

/** Ingredients one per line (bullets stripped) and numbered steps (numbers stripped, blank lines skipped). */
export function RecipeSteps({ ingredients, instructions }: { ingredients: string; instructions: string }) {
  const { t } = useTranslation('community');
  const items = ingredientLines(ingredients);
  const steps = instructionSteps(instructions);
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
      <section aria-labelledby="ingredients-heading" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
        <h2 id="ingredients-heading" className="text-xl font-bold">
          {t('detail.ingredients')}
        </h2>
        <ul className="mt-4 space-y-2" data-testid="ingredient-list">
          {items.map((item, i) => (
            <li key={i} className="flex gap-3">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              <span>
                <InlineMarkdown text={item} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="instructions-heading" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
        <h2 id="instructions-heading" className="text-xl font-bold">
          {t('detail.instructions')}
        </h2>
        <InstructionSteps steps={steps} className="mt-4" />
      </section>
    </div>
  );
}
