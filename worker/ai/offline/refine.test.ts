import { describe, expect, it } from 'vitest';
import { checkRecipeDiet } from '../../../core/allergens';
import { checkRecipe } from '../../../core/recipe-quality';
import { parseRefineInstruction } from '../../../core/refine-instruction';
import { ALL_KINDS, REFINE_CASES, judgeRefine, requestFor } from './refine.cases';
import { heatOf, refineOffline, RefineNotPossible } from './refine';
import { OVEN } from './refine-steps';

/** Every case × every kind (docs/bench.md "Offline chef refines"): refined and sound, or refused with a reason that holds. */
describe('refineOffline: every kind on every recipe', () => {
  const outcomes: string[] = [];
  for (const c of REFINE_CASES) {
    describe(c.label, () => {
      it.each(ALL_KINDS.map((k) => [k]))('%s', (kind) => {
        const verdict = judgeRefine(c, requestFor(kind, c.recipe));
        outcomes.push(verdict.outcome);
        expect(verdict.problems).toEqual([]);
      });
    });
  }

  it('refines most of the matrix, not just refuses it', () => {
    expect(outcomes).toHaveLength(REFINE_CASES.length * ALL_KINDS.length);
    expect(outcomes.filter((o) => o === 'refined').length / outcomes.length).toBeGreaterThan(0.55);
  });
});

const byLabel = (label: string) => {
  const found = REFINE_CASES.find((c) => c.label.startsWith(label));
  if (!found) throw new Error(`no case ${label}`);
  return found;
};

describe('refineOffline: what each change looks like', () => {
  it.each([
    ['en: Chicken curry for 4', 'Make it vegetarian', /^Chickpea Curry$/, /chickpeas/],
    ['es: Pollo al curry para 4 personas', 'hazla vegetariana', /^Garbanzos al curry$/, /garbanzos/],
    ['de: Hähnchencurry für 2', 'vegetarisch', /^Kichererbsen-Curry$/, /Kichererbsen/],
  ])('%s, %s: the title names the substitute and no step cuts chickpeas', (label, instruction, title, line) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, parseRefineInstruction(instruction)!, c.language);
    expect(out.title).toMatch(title);
    expect(out.ingredients.some((l) => line.test(l))).toBe(true);
    expect(out.instructions.join(' ')).not.toMatch(/chicken|pollo|Hähnchen/i);
    expect(out.instructions.join(' ')).not.toMatch(/(?:cut|corta|schneiden)[^.]*(?:chickpeas|garbanzos|Kichererbsen)|(?:chickpeas|garbanzos|Kichererbsen)[^.]*(?:schneiden|würfeln)/i);
    expect(out.description).not.toMatch(/chicken|pollo|Hähnchen/i);
  });

  it('Spanish articles agree with the substitute ("los garbanzos", never "el garbanzos")', () => {
    const c = byLabel('es: Pollo al curry para 4 personas');
    const out = refineOffline(c.recipe, { kinds: ['vegetarian'] }, 'es');
    expect(out.instructions.join(' ')).not.toMatch(/\b(?:el|la|del|al) garbanzos/);
  });

  it('German articles agree with a plural substitute and generic "Fleisch" is named as it', () => {
    const c = byLabel('de: Gulasch für 4 Personen');
    const out = refineOffline(c.recipe, { kinds: ['vegan'] }, 'de');
    const steps = out.instructions.join(' ');
    expect(steps).not.toMatch(/\b(?:das|der) Champignons|Fleisch/);
    expect(out.title).toBe('Gulasch (vegan)');
    // A braise meant for beef is not kept at 70 minutes for mushrooms.
    expect(Math.max(...out.instructions.map((s) => Number(/\*\*(\d+) Minuten/.exec(s)?.[1] ?? 0)))).toBeLessThanOrEqual(25);
    expect(out.cookTime).toBeLessThan(c.recipe.cookTime);
  });

  it('vegan refuses a dish built on eggs, with the reason in its language', () => {
    const c = byLabel('es: Tortilla española para 4');
    expect(() => refineOffline(c.recipe, { kinds: ['vegan'] }, 'es')).toThrow(RefineNotPossible);
    try {
      refineOffline(c.recipe, { kinds: ['vegan'] }, 'es');
    } catch (error) {
      expect((error as RefineNotPossible).reason).toMatch(/huevo/);
      expect((error as RefineNotPossible).why).toBe('eggDish');
    }
  });

  it('vegan pancakes keep their batter: flax eggs and oat milk bind it', () => {
    const c = byLabel('en: Pancakes for two');
    const out = refineOffline(c.recipe, { kinds: ['vegan'] }, 'en');
    expect(checkRecipeDiet(out, { diets: ['vegan'], allergens: [], dislikes: [] })).toEqual([]);
    expect(out.title).toMatch(/vegan/i);
  });

  it('gluten-free lasagne labels the sheets and the flour, and the title says so', () => {
    const c = byLabel('es: Lasaña para 4');
    const out = refineOffline(c.recipe, parseRefineInstruction('sin gluten')!, 'es');
    expect(out.title).toBe('Lasaña sin gluten');
    expect(out.ingredients).toContain('250 g de placas de lasaña sin gluten');
  });

  it.each([
    ['en: Lasagne for 4', 'en'],
    ['es: Lasaña para 4', 'es'],
    ['de: Hähnchenschenkel, Kartoffeln, Karotten, Zwiebel (roasting)', 'de'],
    ['en: cookbook roast potatoes', 'en'],
    ['de: Kochbuch Kartoffelgratin', 'de'],
  ] as const)('%s without an oven: stove steps with real times, no oven word left', (label, language) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { kinds: ['no_oven'] }, language);
    for (const step of out.instructions) expect(step).not.toMatch(OVEN[language]);
    expect(out.instructions.join(' ')).toMatch(/\*\*\d+ (?:minutes|minutos|Minuten)\*\*/);
    expect(out.title).toMatch(/Stovetop|Pan-fried|sin horno|a la sartén|ohne Ofen|aus der Pfanne/);
  });

  it('without an oven refuses a bake that must rise', () => {
    const bread = {
      title: 'Banana bread', description: '', prepTime: 15, cookTime: 55, servings: 8, difficulty: 'easy' as const,
      ingredients: ['250 g flour', '2 tsp baking powder', '3 bananas', '2 eggs', '100 g butter', '100 g sugar'],
      instructions: ['Heat the oven to 180 °C.', 'Mix everything and pour into a loaf tin.', 'Bake for **55 minutes**, until a skewer comes out clean.'],
    };
    expect(() => refineOffline(bread, { kinds: ['no_oven'] }, 'en')).toThrow(/oven/);
  });

  it.each(['en: Chicken curry for 4', 'es: Lasaña para 4', 'de: Gulasch für 4 Personen'])('%s spicier: more heat, named in a step and the title', (label) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { kinds: ['spicier'] }, c.language);
    expect(heatOf(out.ingredients)).toBeGreaterThan(heatOf(c.recipe.ingredients));
    expect(out.title).toMatch(/Spicy|picante|scharf/);
  });

  it('milder halves the chilli and turns hot paprika sweet', () => {
    const curry = byLabel('en: cookbook chicken curry');
    const out = refineOffline(curry.recipe, { kinds: ['milder'] }, 'en');
    expect(out.ingredients).toContain('½ tsp chilli powder');
    const lentejas = byLabel('es: recetario lentejas');
    const suave = refineOffline(lentejas.recipe, parseRefineInstruction('menos picante')!, 'es');
    expect(suave.ingredients).toContain('1 cucharadita de pimentón dulce');
    expect(suave.instructions.join(' ')).not.toMatch(/picante/);
  });

  it('milder refuses a dish with nothing hot in it', () => {
    const c = byLabel('en: Spaghetti carbonara for two');
    expect(() => refineOffline(c.recipe, { kinds: ['milder'] }, 'en')).toThrow(RefineNotPossible);
  });

  it.each([
    ['es: recetario lentejas', /lentejas cocidas de bote/],
    ['de: Gulasch für 4 Personen', /Rindfleisch/],
    ['en: chicken breast, rice, broccoli, garlic, soy sauce', /rice/],
  ])('%s quicker: less total time, the staples still cooked long enough', (label, keeps) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { kinds: ['quicker'] }, c.language);
    expect(out.prepTime + out.cookTime).toBeLessThan(c.recipe.prepTime + c.recipe.cookTime);
    expect(out.ingredients.some((l) => keeps.test(l))).toBe(true);
    expect(checkRecipe(out, { language: c.language }).filter((f) => f.rule === 'staple_undercooked')).toEqual([]);
    expect(out.description).toMatch(/\d+ (?:minutes|minutos|Minuten)/);
  });

  it.each([1, 3, 12, 24])('servings to %i: amounts scaled, counts agree, steps and description follow', (n) => {
    const c = byLabel('en: chicken breast, rice, broccoli, garlic, soy sauce');
    const out = refineOffline(c.recipe, { kinds: ['servings'], servings: n }, 'en');
    expect(out.servings).toBe(n);
    expect(out.instructions.join(' ')).toContain(`Serves ${n}.`);
    expect(out.description).toContain(`for ${n},`);
    expect(checkRecipe(out, { language: 'en', servings: n })).toEqual([]);
  });

  it('German servings: "für 6 Personen" and "Ergibt 6 Portionen"', () => {
    const c = byLabel('de: Lachs, Kartoffeln, Dill, Zitrone, Butter');
    const out = refineOffline(c.recipe, parseRefineInstruction('für sechs')!, 'de');
    expect(out.instructions.join(' ')).toContain('Ergibt 6 Portionen');
    expect(out.description).toContain('für 6 Personen');
    expect(out.ingredients[0]).toBe('900 g Lachs');
  });

  it('several changes at once: vegan for 6, the cook\'s own profile kept', () => {
    const c = byLabel('en: Chicken curry for 4');
    const out = refineOffline(c.recipe, parseRefineInstruction('vegan for 6')!, 'en', { diets: [], allergens: ['peanuts'], dislikes: [] });
    expect(out.servings).toBe(6);
    expect(checkRecipeDiet(out, { diets: ['vegan'], allergens: ['peanuts'], dislikes: [] })).toEqual([]);
    expect(out.title).toMatch(/^(Vegan )?Chickpea Curry$/);
  });

  it('spicier and milder at once is refused', () => {
    const c = byLabel('en: cookbook chicken curry');
    expect(() => refineOffline(c.recipe, { kinds: ['spicier', 'milder'] }, 'en')).toThrow(RefineNotPossible);
  });
});
