import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeFilters } from '../lib/filter-recipes';

const fieldClass =
  'h-10 w-full rounded-lg border border-border bg-card px-3 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const selectClass = `${fieldClass} sm:w-auto sm:min-w-44`;

interface MyRecipesFiltersProps {
  value: RecipeFilters;
  onChange: (next: RecipeFilters) => void;
  cuisines: Array<{ value: string; label: string }>;
}

/** Text search, cuisine filter (the user's own cuisines) and difficulty filter. */
export function MyRecipesFilters({ value, onChange, cuisines }: MyRecipesFiltersProps) {
  const { t } = useTranslation('recipes');
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('myRecipes.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          id={`${id}-search`}
          type="search"
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          placeholder={t('myRecipes.searchPlaceholder')}
          className={`${fieldClass} pl-9`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-cuisine`} className="sr-only">
          {t('myRecipes.cuisineLabel')}
        </label>
        <select
          id={`${id}-cuisine`}
          value={value.cuisine}
          onChange={(e) => onChange({ ...value, cuisine: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('myRecipes.allCuisines')}</option>
          {cuisines.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-difficulty`} className="sr-only">
          {t('myRecipes.difficultyLabel')}
        </label>
        <select
          id={`${id}-difficulty`}
          value={value.difficulty}
          onChange={(e) => onChange({ ...value, difficulty: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('myRecipes.allDifficulties')}</option>
          {(['easy', 'medium', 'hard'] as const).map((d) => (
            <option key={d} value={d}>
              {t(`difficulty.${d}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
