import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRecipeDiet } from '#core/diet/allergens';
import type { DietProfile } from '#core/diet/allergens-profile';
import { COOKING_METHODS, CUISINES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { checkRecipe, repairRecipe } from '#core/quality/recipe-quality';
import { adaptDish } from './adapt-dish';
import { checkCookbookFiles } from './cookbook-check';
import { COOKBOOK_FILES } from './cookbook-files';
import { buildCookbookIndex } from './cookbook-index';
import { COURSES, type CookbookDish } from '#core/schemas/cookbook-dish';
import { findDishByName } from './find-dish';
import { nameWords } from './cookbook-text';

/**
 * Every cookbook entry in every language (docs/cookbook.md), with the checks of
 * scripts/cookbook-check.ts (core/cookbook/cookbook-check.ts), the cookbook's size floor and
 * coverage, every name finding its own dish, and every dish adapted by the offline chef passing
 * the gate and the diet check: a cookbook recipe that fails them is a bug caught here, never a
 * "try again" for the cook.
 */

const reports = checkCookbookFiles(Object.entries(COOKBOOK_FILES).map(([name, entries]) => ({ name, entries })));
const dishes = reports.map((r) => r.dish).filter((d): d is CookbookDish => d !== null);
const index = buildCookbookIndex(dishes);
const byId = new Map(dishes.map((dish) => [dish.id, dish]));

/** The floor the cookbook may not fall below (issue: at least 500 to start); raise it as it grows. */
const SIZE_FLOOR = 500;

describe('the cookbook', () => {
  it('bundles every dishes file (run `npx tsx scripts/cookbook-files.ts` after adding one)', () => {
    const onDisk = readdirSync('core/cookbook/dishes').filter((f) => f.endsWith('.json')).sort();
    expect(Object.keys(COOKBOOK_FILES).sort()).toEqual(onDisk);
  });

  it('has every entry right in every language: schema, unique names, steps, amounts, the quality gate', () => {
    expect(reports.filter((r) => r.problems.length).map((r) => `${r.label}: ${r.problems.join('; ')}`)).toEqual([]);
  });

  it(`holds at least ${SIZE_FLOOR} dishes, every cuisine, method and course`, () => {
    expect(dishes.length).toBeGreaterThanOrEqual(SIZE_FLOOR);
    const has = (pick: (d: CookbookDish) => string | null) => new Set(dishes.map(pick));
    expect(CUISINES.filter((c) => !has((d) => d.cuisine).has(c))).toEqual([]);
    expect(COOKING_METHODS.filter((m) => !has((d) => d.method).has(m))).toEqual([]);
    expect(COURSES.filter((c) => !has((d) => d.course).has(c))).toEqual([]);
  });

  it('finds every dish by each of its names in each language, typed in lower case without accents', () => {
    const missed: string[] = [];
    for (const dish of dishes) {
      for (const language of RECIPE_LANGUAGES) {
        for (const name of [dish.text[language].title, ...dish.text[language].aliases]) {
          const typed = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
          const found = findDishByName(index, typed, language);
          // Two dishes may share a name's words ("Flan" and "Flan casero"): either answers it.
          const other = found && byId.get(found.dish.id);
          const same = other && RECIPE_LANGUAGES.some((l) => [other.text[l].title, ...other.text[l].aliases].some((n) => nameWords(n).join(' ') === nameWords(name).join(' ')));
          if (found?.dish.id !== dish.id && !same) missed.push(`${dish.id} ${language} "${name}" -> ${found?.dish.id ?? 'none'}`);
        }
      }
    }
    expect(missed).toEqual([]);
  }, 60_000);
});

const PROFILES: DietProfile[] = [
  { diets: ['vegetarian'], allergens: [], dislikes: [] },
  { diets: ['gluten_free', 'dairy_free'], allergens: ['tree_nuts', 'peanuts'], dislikes: [] },
];

describe.each(RECIPE_LANGUAGES)('every dish cooked by the offline chef in %s', (language) => {
  it('passes the gate for 2 and for 6 servings', () => {
    const failed: string[] = [];
    for (const dish of dishes) {
      for (const servings of [2, 6]) {
        const result = adaptDish(dish, { language, servings });
        if (!('recipe' in result)) throw new Error(`${dish.id}: a conflict without a profile`);
        // As the creator's checks do (worker/domains/recipes/recipe-checks.ts): repair, then the gate.
        const findings = checkRecipe(repairRecipe(result.recipe, { language, servings }), { language, servings });
        if (findings.length) failed.push(`${dish.id} for ${servings}: ${findings.map((f) => `${f.rule} ${f.line ?? f.message}`).join('; ')}`);
      }
    }
    expect(failed).toEqual([]);
  }, 120_000);

  it('fits a diet profile (every third dish) or says it cannot, never a line that breaks it', () => {
    const failed: string[] = [];
    dishes.forEach((dish, i) => {
      if (i % 3) return;
      for (const profile of PROFILES) {
        const result = adaptDish(dish, { language, diet: profile });
        if ('conflict' in result) continue;
        const left = checkRecipeDiet(result.recipe, profile);
        if (left.length) failed.push(`${dish.id} ${profile.diets.join('+')}: ${left.map((f) => f.ingredient).join('; ')}`);
        // The gate on a substituted recipe is held by the creator's checks: a finding there is a 422
        // with the cookbook's offer (recipe-checks.ts offlineChecked), never a 502.
      }
    });
    expect(failed).toEqual([]);
  }, 120_000);
});
