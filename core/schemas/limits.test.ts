import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KITCHEN_LIMITS } from './kitchen';
import { createRecipeSchema } from './manual-recipe';
import { mealInputSchema } from './meal-plan';
import { DINNER_BUDGET_MINUTES, suggestMealsSchema } from './meal-suggest';
import { remixSchema, MAX_REVIEW_LENGTH, MAX_SHARE_MESSAGE, reviewSchema, shareRecipeSchema } from './community';
import { REFINE_INSTRUCTION_MAX, refineSchema } from './refine';
import { createPantryItemSchema } from './pantry';
import { createShoppingItemSchema } from './shopping';
import { modelRecipeSchema, RECIPE_LIMITS } from './recipe';

/** The limits the web forms read are the ones the server schemas enforce: at the limit passes, one more fails. */
const text = (n: number) => 'a'.repeat(n);
const recipe = { title: 'Soup', ingredients: ['1 onion'], instructions: ['Cook.'], language: 'en' };
const generated = { title: 'Soup', description: '', prepTime: 5, cookTime: 10, servings: 2, difficulty: 'easy', ingredients: ['1 onion'], instructions: ['Cook.'] };

const cases: Array<[string, (n: number) => boolean, number]> = [
  ['shopping name', (n) => createShoppingItemSchema.safeParse({ name: text(n) }).success, KITCHEN_LIMITS.name],
  ['shopping notes', (n) => createShoppingItemSchema.safeParse({ name: 'Milk', notes: text(n) }).success, KITCHEN_LIMITS.notes],
  ['pantry name', (n) => createPantryItemSchema.safeParse({ name: text(n) }).success, KITCHEN_LIMITS.name],
  ['pantry location', (n) => createPantryItemSchema.safeParse({ name: 'Rice', location: text(n) }).success, KITCHEN_LIMITS.location],
  ['pantry notes', (n) => createPantryItemSchema.safeParse({ name: 'Rice', notes: text(n) }).success, KITCHEN_LIMITS.notes],
  ['meal title', (n) => mealInputSchema.safeParse({ plan_date: '2026-11-25', meal_type: 'dinner', recipe_title: text(n) }).success, KITCHEN_LIMITS.mealTitle],
  ['recipe title', (n) => createRecipeSchema.safeParse({ ...recipe, title: text(n) }).success, RECIPE_LIMITS.title],
  ['recipe description', (n) => createRecipeSchema.safeParse({ ...recipe, description: text(n) }).success, RECIPE_LIMITS.description],
  ['recipe ingredient line', (n) => createRecipeSchema.safeParse({ ...recipe, ingredients: [text(n)] }).success, RECIPE_LIMITS.ingredientLine],
  ['recipe step', (n) => createRecipeSchema.safeParse({ ...recipe, instructions: [text(n)] }).success, RECIPE_LIMITS.stepLine],
  ['recipe ingredient count', (n) => createRecipeSchema.safeParse({ ...recipe, ingredients: Array(n).fill('1 egg') }).success, RECIPE_LIMITS.ingredients],
  ['recipe step count', (n) => createRecipeSchema.safeParse({ ...recipe, instructions: Array(n).fill('Stir.') }).success, RECIPE_LIMITS.steps],
  ['recipe servings', (n) => createRecipeSchema.safeParse({ ...recipe, servings: n }).success, RECIPE_LIMITS.servings],
  ['recipe prep minutes', (n) => createRecipeSchema.safeParse({ ...recipe, prep_time: n }).success, RECIPE_LIMITS.minutes],
  ['recipe cook minutes', (n) => createRecipeSchema.safeParse({ ...recipe, cook_time: n }).success, RECIPE_LIMITS.minutes],
  ['model cook minutes', (n) => modelRecipeSchema.safeParse({ ...generated, cookTime: n }).success, RECIPE_LIMITS.minutes],
  ['model title', (n) => modelRecipeSchema.safeParse({ ...generated, title: text(n) }).success, RECIPE_LIMITS.title],
  ['model ingredient line', (n) => modelRecipeSchema.safeParse({ ...generated, ingredients: [text(n)] }).success, RECIPE_LIMITS.ingredientLine],
  ['model step', (n) => modelRecipeSchema.safeParse({ ...generated, instructions: [text(n)] }).success, RECIPE_LIMITS.stepLine],
  ['refine instruction', (n) => refineSchema.safeParse({ instruction: text(n) }).success, REFINE_INSTRUCTION_MAX],
  ['save with a change (remix) instruction', (n) => remixSchema.safeParse({ instruction: text(n) }).success, REFINE_INSTRUCTION_MAX],
  ['share message', (n) => shareRecipeSchema.safeParse({ share_message: text(n) }).success, MAX_SHARE_MESSAGE],
  ['review', (n) => reviewSchema.safeParse({ review_text: text(n) }).success, MAX_REVIEW_LENGTH],
  ['weekday dinner minutes', (n) => suggestMealsSchema.safeParse({ ...week, weekday_dinner_minutes: n }).success, DINNER_BUDGET_MINUTES.max],
];

const week = { start_date: '2026-11-23', slots: [{ date: '2026-11-23', meal_type: 'dinner' }] };

describe('form limits come from the schemas', () => {
  it.each(cases)('%s: the limit passes, one more fails', (_name, accepts, limit) => {
    expect(accepts(limit)).toBe(true);
    expect(accepts(limit + 1)).toBe(false);
  });

  it('keeps the limits the server has always had', () => {
    expect(KITCHEN_LIMITS).toEqual({ name: 120, notes: 500, location: 60, mealTitle: 200 });
    expect(RECIPE_LIMITS).toEqual({ title: 200, description: 1000, ingredientLine: 300, stepLine: 2000, ingredients: 80, steps: 60, servings: 100, minutes: 1440 });
    expect([REFINE_INSTRUCTION_MAX, MAX_SHARE_MESSAGE, MAX_REVIEW_LENGTH]).toEqual([500, 280, 500]);
  });

  it('takes a weekday dinner budget of 10 minutes to 4 hours, 45 unless set', () => {
    expect(DINNER_BUDGET_MINUTES).toEqual({ min: 10, max: 240, default: 45 });
    expect(suggestMealsSchema.safeParse({ ...week, weekday_dinner_minutes: DINNER_BUDGET_MINUTES.min }).success).toBe(true);
    expect(suggestMealsSchema.safeParse({ ...week, weekday_dinner_minutes: DINNER_BUDGET_MINUTES.min - 1 }).success).toBe(false);
    expect(suggestMealsSchema.parse(week).weekday_dinner_minutes).toBe(DINNER_BUDGET_MINUTES.default);
  });
});

/** Every web source file (tests aside), with its text. */
function webSources(dir = 'web'): Array<[string, string]> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): Array<[string, string]> => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [[path, readFileSync(path, 'utf8')]] : [];
  });
}

describe('the web writes no limit of its own', () => {
  // A number field's or text box's bound written as a number (a fraction's max={1} is no limit), a
  // field given a range of two numbers ("numberField('servings', 1, 100)"), or a constant named as
  // a limit of what a cook types, serves or uploads.
  const OWN_LIMIT = [
    /\b(?:max|maxLength|minLength)=\{(?!1\})\d+\}/g,
    /\(\s*[\w.'"]+,\s*\d+,\s*\d{2,}\s*\)/g,
    /\bconst (?:MAX|MIN)_(?:SERVINGS|[A-Z_]*(?:LENGTH|MINUTES|TITLE|NOTES|NAME|LINES|STEPS|INGREDIENTS|BYTES))\b\s*=\s*[\d(]/g,
  ];
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

  it('reads every form limit from core', () => {
    const found = webSources().flatMap(([path, text]) => OWN_LIMIT.flatMap((pattern) => [...code(text).matchAll(pattern)].map((match) => `${path}: ${match[0]}`)));
    expect(found).toEqual([]);
  });
});
