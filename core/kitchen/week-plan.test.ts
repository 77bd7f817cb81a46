import { describe, expect, it } from 'vitest';
import type { DietProfile } from '#core/diet/allergens';
import { dietFacts, type DietFacts } from '#core/diet/recipe-diet-facts';
import { suggestWeek, type PlanRecipe, type PlanSlot, type WeekPlanInput } from './week-plan';

const none: DietProfile = { diets: [], allergens: [], dislikes: [] };
const vegetarian: DietProfile = { diets: ['vegetarian'], allergens: [], dislikes: [] };
const nutFree: DietProfile = { diets: [], allergens: ['tree_nuts', 'peanuts'], dislikes: [] };

const recipe = (id: string, title: string, ingredients: string[], minutes = 30): PlanRecipe => ({ id, title, ingredients, minutes });
const RECIPES: PlanRecipe[] = [
  recipe('r01', 'Chicken curry', ['500 g chicken thighs', '1 onion', '400 ml coconut milk'], 40),
  recipe('r02', 'Spinach and ricotta pasta', ['300 g pasta', '200 g spinach', '250 g ricotta'], 25),
  recipe('r03', 'Pesto pasta with pine nuts', ['300 g pasta', '50 g pine nuts', '40 g basil'], 20),
  recipe('r04', 'Chickpea curry', ['2 cans chickpeas', '1 onion', '400 ml coconut milk', '100 g spinach'], 35),
  recipe('r05', 'Slow-roast pork shoulder', ['2 kg pork shoulder', '1 head garlic'], 240),
  recipe('r06', 'Mushroom risotto', ['300 g arborio rice', '250 g mushrooms', '1 l vegetable stock'], 45),
  recipe('r07', 'Buttermilk pancakes', ['200 g flour', '2 eggs', '300 ml buttermilk'], 20),
  recipe('r08', 'Tomato soup', ['1 kg tomatoes', '1 onion', '500 ml vegetable stock'], 30),
];

// 2026-11-23 is a Monday.
const dinners = (days: number): PlanSlot[] =>
  Array.from({ length: days }, (_, i) => ({ date: `2026-11-${String(23 + i).padStart(2, '0')}`, meal_type: 'dinner' as const }));

const base: WeekPlanInput = {
  slots: dinners(7),
  recipes: RECIPES,
  pantry: [],
  profiles: [none],
  today: '2026-11-23',
  weekdayDinnerMinutes: 45,
};

describe('suggestWeek', () => {
  it('obeys the profile of every eater: a vegetarian and a nut allergy together', () => {
    const week = suggestWeek({ ...base, profiles: [none, vegetarian, nutFree] });
    const ids = week.map((s) => s.recipe_id);
    expect(ids).not.toContain('r01');
    expect(ids).not.toContain('r03');
    expect(ids).not.toContain('r05');
    expect(ids.length).toBeGreaterThan(0);
  });

  it('obeys a slot\'s own eaters: a dinner only the meat eater eats may be chicken, the others may not', () => {
    const slots = dinners(7).map((slot, i) => (i === 6 ? { ...slot, profiles: [none] } : slot));
    const week = suggestWeek({ ...base, slots, profiles: [none, vegetarian], weekdayDinnerMinutes: 240 });
    const sunday = week.find((s) => s.date === '2026-11-29');
    const others = week.filter((s) => s.date !== '2026-11-29').map((s) => s.recipe_id);
    expect(others).not.toContain('r01');
    expect(others).not.toContain('r05');
    expect(['r01', 'r05']).toContain(sunday?.recipe_id);
    // Answers carry the slot only, never the profiles given with it.
    expect(Object.keys(sunday!).sort()).toEqual(['date', 'meal_type', 'reason', 'recipe_id', 'source']);
  });

  it('uses the pantry items that expire soonest first, each once and only before they expire', () => {
    const week = suggestWeek({
      ...base,
      pantry: [
        { name: 'mushrooms', expiry_date: '2026-11-27' },
        { name: 'baby spinach', expiry_date: '2026-11-24' },
        { name: 'ricotta', expiry_date: '2026-11-24' },
        { name: 'old cream', expiry_date: '2026-11-20' },
        { name: 'rice', expiry_date: null },
      ],
    });
    expect(week[0]).toMatchObject({ date: '2026-11-23', recipe_id: 'r02', reason: { code: 'expiring', items: ['baby spinach', 'ricotta'] } });
    expect(week[1]).toMatchObject({ date: '2026-11-24', recipe_id: 'r06', reason: { code: 'expiring', items: ['mushrooms'] } });
    // Spinach was used on Monday: the chickpea curry no longer claims it.
    expect(week.find((s) => s.recipe_id === 'r04')?.reason.code).not.toBe('expiring');
  });

  it('repeats no recipe, and none already planned in the week', () => {
    const week = suggestWeek({ ...base, planned: ['r08'] });
    const ids = week.map((s) => s.recipe_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('r08');
  });

  it('keeps weekday dinners within the time budget; the weekend may take longer', () => {
    const week = suggestWeek({ ...base, weekdayDinnerMinutes: 30 });
    const weekday = week.filter((s) => s.date <= '2026-11-27');
    expect(weekday.every((s) => RECIPES.find((r) => r.id === s.recipe_id)!.minutes <= 30)).toBe(true);
    expect(weekday.every((s) => s.reason.code === 'quick' || s.reason.code === 'expiring')).toBe(true);
    expect(week.find((s) => s.recipe_id === 'r05')?.date ?? '2026-11-28').toMatch(/2026-11-2[89]/);
  });

  it('gives breakfast slots breakfast recipes and dinner slots the rest', () => {
    const week = suggestWeek({ ...base, slots: [{ date: '2026-11-28', meal_type: 'breakfast' }, { date: '2026-11-28', meal_type: 'dinner' }] });
    expect(week).toMatchObject([{ meal_type: 'breakfast', recipe_id: 'r07' }, { meal_type: 'dinner' }]);
    expect(week[1]?.recipe_id).not.toBe('r07');
  });

  it('leaves a slot empty when nothing fits', () => {
    expect(suggestWeek({ ...base, slots: [{ date: '2026-11-23', meal_type: 'breakfast' }], recipes: RECIPES.filter((r) => r.id !== 'r07') })).toEqual([]);
  });

  it('is deterministic: the same inputs in any order give the same week', () => {
    const input = { ...base, pantry: [{ name: 'spinach', expiry_date: '2026-11-25' }] };
    const shuffled = { ...input, recipes: [...RECIPES].reverse(), slots: [...input.slots].reverse() };
    expect(suggestWeek(shuffled)).toEqual(suggestWeek(input));
  });

  it.each([
    ['everyone', [none]],
    ['a vegetarian and a nut allergy', [none, vegetarian, nutFree]],
    ['a vegan who dislikes onions', [{ diets: ['vegan'], allergens: [], dislikes: ['onion'] } as DietProfile]],
    ['gluten and milk free', [{ diets: ['gluten_free', 'dairy_free'], allergens: [], dislikes: [] } as DietProfile]],
  ] as const)('gives the same week from precomputed diet facts: %s', (_name, profiles) => {
    const facts = new Map(RECIPES.map((r) => [r.id, dietFacts(r)]));
    const slots = dinners(7).map((slot, i) => (i === 6 ? { ...slot, profiles: [vegetarian] } : slot));
    for (const input of [{ ...base, profiles }, { ...base, profiles, slots, weekdayDinnerMinutes: 240 }]) {
      expect(suggestWeek({ ...input, facts })).toEqual(suggestWeek(input));
    }
  });

  it('checks a recipe with facts against its facts, one without line by line', () => {
    // Facts that say the tomato soup is meat (as no reading would) keep it from a vegetarian: the facts are what is read.
    const soup = RECIPES.find((r) => r.id === 'r08')!;
    const meaty: DietFacts = { ...dietFacts(soup), l: { 0: { vegetarian: 'tomatoes' } } };
    const onlySoup = { ...base, recipes: [soup, RECIPES.find((r) => r.id === 'r01')!], profiles: [vegetarian] };
    expect(suggestWeek(onlySoup).map((s) => s.recipe_id)).toEqual(['r08']);
    expect(suggestWeek({ ...onlySoup, facts: new Map([['r08', meaty]]) })).toEqual([]);
    // The chicken curry has no facts given: still read, still left out.
    expect(suggestWeek({ ...onlySoup, facts: new Map() }).map((s) => s.recipe_id)).toEqual(['r08']);
  });

  it('fills the slots the cook\'s recipes cannot with cookbook dishes that fit everyone, marked as the cookbook\'s', () => {
    const dish = (id: string, title: string, ingredients: string[], minutes = 30, breakfast = false): PlanRecipe => ({ id, title, ingredients, minutes, breakfast });
    const cookbook = [
      dish('cookbook:carbonara', 'Spaghetti carbonara', ['400 g spaghetti', '150 g guanciale', '4 eggs', '50 g pecorino']),
      dish('cookbook:shakshuka', 'Shakshuka', ['6 eggs', '800 g tomatoes', '1 onion'], 30),
      dish('cookbook:pad-thai', 'Pad thai', ['200 g rice noodles', '50 g peanuts', '200 g tofu']),
      dish('cookbook:lasagne', 'Vegetable lasagne', ['12 lasagne sheets', '500 g courgettes', '500 ml tomato sauce'], 90),
      dish('cookbook:porridge', 'Porridge', ['100 g oats', '500 ml milk'], 10, true),
      dish('cookbook:dal', 'Masoor dal', ['250 g red lentils', '1 onion', '1 tsp turmeric']),
    ];
    const three = RECIPES.filter((r) => ['r01', 'r02', 'r08'].includes(r.id));
    const week = suggestWeek({ ...base, recipes: three, profiles: [vegetarian, nutFree], cookbook, planned: ['cookbook:dal'] });
    // The cook's two fitting recipes, then the cookbook: no meat, no nuts, no 90-minute weekday dinner, no breakfast, nothing planned.
    expect(week.filter((s) => s.source === 'recipe').map((s) => s.recipe_id).sort()).toEqual(['r02', 'r08']);
    expect(week.filter((s) => s.source === 'cookbook').map((s) => s.recipe_id)).toEqual(['cookbook:shakshuka', 'cookbook:lasagne']);
    expect(week.find((s) => s.recipe_id === 'cookbook:lasagne')?.date).toBe('2026-11-28');
    // Without the cookbook the week has only the two.
    expect(suggestWeek({ ...base, recipes: three, profiles: [vegetarian, nutFree] })).toHaveLength(2);
    // A breakfast slot takes the cookbook's breakfast.
    expect(suggestWeek({ ...base, slots: [{ date: '2026-11-28', meal_type: 'breakfast' }], recipes: three, cookbook })).toMatchObject([{ recipe_id: 'cookbook:porridge', source: 'cookbook' }]);
  });
});
