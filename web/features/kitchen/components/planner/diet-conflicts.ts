import type { TFunction } from 'i18next';
import { ALLERGENS } from '#core/diet/allergens-profile';
import type { Meal } from '../../api/meal-plans';

type Conflict = Meal['diet_conflicts'][number];

/** One line per conflict, naming who and what: "Contains walnuts: Ana is allergic (Tree nuts)". */
export function conflictText(conflict: Conflict, t: TFunction): string {
  const values = { term: conflict.term, name: conflict.name };
  if (conflict.rule === 'dislike') return t('kitchen:planner.conflict.dislike', values);
  if ((ALLERGENS as readonly string[]).includes(conflict.rule)) {
    return t('kitchen:planner.conflict.allergen', { ...values, allergen: t(`diet:allergen.${conflict.rule}`) });
  }
  return t('kitchen:planner.conflict.diet', { ...values, diet: t(`diet:diet.${conflict.rule}`) });
}
