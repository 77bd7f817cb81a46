import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETS, isEmptyProfile } from '#core/diet/allergens-profile';
import { ingredientLines } from '#core/recipe/recipe-text';
import { useDietProfile } from '../api/use-diet-profile';

type Checker = (typeof import('#core/diet/allergens'))['checkIngredients'];
let loadedChecker: Checker | null = null;

/**
 * The checker with its food index, loaded on first use so the index stays out of the app's first
 * load (docs/decisions/040-diet-and-allergens-the-food-index.md); null until it has arrived.
 */
function useChecker(wanted: boolean): Checker | null {
  const [checker, setChecker] = useState<Checker | null>(() => loadedChecker);
  useEffect(() => {
    if (!wanted || checker) return;
    let live = true;
    void import('#core/diet/allergens').then((m) => {
      loadedChecker = m.checkIngredients;
      if (live) setChecker(() => m.checkIngredients);
    });
    return () => {
      live = false;
    };
  }, [wanted, checker]);
  return checker;
}

/**
 * A warning on a recipe someone else wrote (a shared recipe): which ingredient lines conflict
 * with the viewer's diet and allergy profile, found by the same checker as generation. Nothing
 * when the profile is empty, not loaded, or the recipe is clear.
 */
export function DietConflictBadge({ ingredients }: { ingredients: string }) {
  const { t } = useTranslation('diet');
  const profile = useDietProfile();
  const wanted = !!profile.data && !isEmptyProfile(profile.data);
  const checkIngredients = useChecker(wanted);
  if (!profile.data || !wanted || !checkIngredients) return null;
  const findings = checkIngredients(ingredientLines(ingredients), profile.data);
  if (findings.length === 0) return null;
  const label = (rule: string) =>
    rule === 'dislike' ? t('badge.dislike') : t((DIETS as readonly string[]).includes(rule) ? `diet.${rule}` : `allergen.${rule}`);
  const rules = [...new Set(findings.map((f) => label(f.rule)))];
  const terms = [...new Set(findings.map((f) => f.term))];
  return (
    <div role="note" aria-label={t('badge.title')} className="flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-semibold">{t('badge.title')}</p>
        <p className="mt-1 break-words">{t('badge.body', { rules: rules.join(', '), terms: terms.join(', ') })}</p>
      </div>
    </div>
  );
}

