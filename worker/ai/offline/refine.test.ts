import { describe, expect, it } from 'vitest';
import { checkRecipeDiet } from '#core/diet/allergens';
import { checkRecipe } from '#core/quality/recipe-quality';
import { parseRefineInstruction } from '#core/recipe/refine-instruction';
import { ALL_CHANGES, REFINE_CASES, judgeRefine, requestFor } from './refine.cases';
import { heatOf, refineOffline, RefineNotPossible } from './refine';
import { minutesOf, OVEN } from './refine-steps';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';

/** Every case × every change (docs/bench.md "Offline chef refines"): refined and sound, or refused with a reason that holds. */
describe('refineOffline: every change on every recipe', () => {
  const outcomes: string[] = [];
  for (const c of REFINE_CASES) {
    describe(c.label, () => {
      it.each(ALL_CHANGES.map((k) => [k]))('%s', (change) => {
        const verdict = judgeRefine(c, requestFor(change, c.recipe));
        outcomes.push(verdict.outcome);
        expect(verdict.problems).toEqual([]);
      });
    });
  }

  it('refines most of the matrix, not just refuses it', () => {
    expect(outcomes).toHaveLength(REFINE_CASES.length * ALL_CHANGES.length);
    expect(outcomes.filter((o) => o === 'refined').length / outcomes.length).toBeGreaterThan(0.55);
  });
});

const byLabel = (label: string) => {
  const found = REFINE_CASES.find((c) => c.label.startsWith(label));
  if (!found) throw new Error(`no case ${label}`);
  return found;
};

describe('refineOffline: what each change looks like on cookbook recipes', () => {
  it('every recipe the offline chef cooks for the set passes the quality gate as cooked, so a refined one passes it outright', () => {
    for (const c of REFINE_CASES) expect(checkRecipe(c.recipe, { language: c.language, servings: c.recipe.servings }), c.label).toEqual([]);
  });

  it.each([
    ['en: Chicken curry for 4', 'Make it vegetarian', /vegetarian/i, /chickpeas are tender/, /bone|drumstick|thigh/i],
    ['es: Pollo al curry para 4 personas', 'hazla vegetariana', /vegetariano/, /los garbanzos estén tiernos/, /hueso|muslos/i],
  ])('%s, %s: chickpeas for the bone-in chicken, the steps and description follow', (label, instruction, title, agrees, cut) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, parseRefineInstruction(instruction)!, c.language);
    expect(out.title).toMatch(title);
    expect(out.ingredients.some((l) => /chickpeas|garbanzos/.test(l))).toBe(true);
    expect(out.ingredients.join(' ')).not.toMatch(cut);
    const steps = out.instructions.join(' ');
    expect(steps).not.toMatch(/chicken|pollo/i);
    expect(steps).toMatch(agrees);
    expect(steps).not.toMatch(/\b(?:el|la|del|al) garbanzos|dóralo\b/);
    expect(out.description).not.toMatch(/chicken|pollo/i);
  });

  it('German vegan goulash: mushrooms in the title and the steps, plural agreement, a braise for mushrooms and no beef in the description', () => {
    const c = byLabel('de: Gulasch für 4 Personen');
    const out = refineOffline(c.recipe, { changes: ['vegan'] }, 'de');
    const steps = out.instructions.join(' ');
    expect(out.title).toBe('Pilz-Gulasch (vegan)');
    expect(out.ingredients[0]).toBe('800 g Champignons');
    expect(steps).not.toMatch(/\b(?:das|der) Champignons|Fleisch/);
    expect(steps).toContain('bis die Champignons so weich sind');
    expect(Math.max(...out.instructions.map(minutesOf))).toBeLessThanOrEqual(25);
    expect(out.description).not.toMatch(/Rind|Fleisch/);
  });

  it('German smoked bacon in a soup becomes smoked tofu, fried rather than rendered', () => {
    const c = byLabel('de: Kartoffelsuppe');
    const out = refineOffline(c.recipe, parseRefineInstruction('vegetarisch')!, 'de');
    expect(out.ingredients).toContain('75 g Räuchertofu');
    expect(out.instructions[0]).toMatch(/^Den Räuchertofu .* anbraten\./);
    expect(out.instructions.join(' ')).not.toMatch(/Speck|auslassen/);
  });

  it('vegan refuses a dish built on eggs, with the reason in its language', () => {
    const c = byLabel('es: Tortilla española para 4');
    expect(() => refineOffline(c.recipe, { changes: ['vegan'] }, 'es')).toThrow(RefineNotPossible);
    try {
      refineOffline(c.recipe, { changes: ['vegan'] }, 'es');
    } catch (error) {
      expect((error as RefineNotPossible).reason).toMatch(/huevo/);
      expect((error as RefineNotPossible).why).toBe('eggDish');
    }
  });

  it('vegan buttermilk pancakes keep their batter: soured oat milk and a flax egg, and the title drops the buttermilk', () => {
    const c = byLabel('en: Pancakes for two');
    const out = refineOffline(c.recipe, { changes: ['vegan'] }, 'en');
    expect(checkRecipeDiet(out, { diets: ['vegan'], allergens: [], dislikes: [] })).toEqual([]);
    expect(out.title).toBe('Vegan Pancakes');
    expect(out.ingredients).toContain('230 ml soured oat milk (oat milk with a squeeze of lemon)');
    expect(out.instructions.join(' ')).not.toMatch(/buttermilk/i);
  });

  it('a pork roast with crackling is refused vegetarian and without an oven, saying why', () => {
    const c = byLabel('de: Schweinebraten');
    expect(() => refineOffline(c.recipe, { changes: ['vegetarian'] }, 'de')).toThrow(RefineNotPossible);
    expect(() => refineOffline(c.recipe, { changes: ['no_oven'] }, 'de')).toThrow(/Schwarte/);
  });

  it('gluten-free lasagne labels the sheets and the flour, and the title says so', () => {
    const c = byLabel('es: Lasaña para 4');
    const out = refineOffline(c.recipe, parseRefineInstruction('sin gluten')!, 'es');
    expect(out.title).toBe('Lasaña a la boloñesa sin gluten');
    expect(out.ingredients.some((l) => /placas de lasaña sin gluten/.test(l))).toBe(true);
    expect(out.ingredients).toContain('35 g de harina sin gluten');
  });

  it.each([
    ['en: Lasagne for 4', 'en'],
    ['es: Lasaña para 4', 'es'],
    ["en: Shepherd's pie for 4", 'en'],
    ['en: Roast chicken with gravy', 'en'],
    ['es: Pollo asado', 'es'],
    ['en: cookbook roast potatoes', 'en'],
    ['de: Kochbuch Kartoffelgratin', 'de'],
  ] as const)('%s without an oven: stove steps with real times, no oven word left in the steps or the description', (label, language) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { changes: ['no_oven'] }, language);
    for (const step of out.instructions) expect(step).not.toMatch(OVEN[language]);
    for (const sentence of out.description.split(/(?<=\.)\s+/).slice(1)) expect(sentence).not.toMatch(OVEN[language]);
    expect(out.instructions.join(' ')).toMatch(/\*\*\d+ (?:minutes|minutos|Minuten)\*\*/);
    expect(out.title).toMatch(/Stovetop|Pan-fried|sin horno|a la sartén|ohne Ofen|aus der Pfanne/);
  });

  it('without an oven refuses a bake that must rise and a strudel whose pastry must bake', () => {
    const bread = {
      title: 'Banana bread', description: '', prepTime: 15, cookTime: 55, servings: 8, difficulty: 'easy' as const,
      ingredients: ['250 g flour', '2 tsp baking powder', '3 bananas', '2 eggs', '100 g butter', '100 g sugar'],
      instructions: ['Heat the oven to 180 °C.', 'Mix everything and pour into a loaf tin.', 'Bake for **55 minutes**, until a skewer comes out clean.'],
    };
    expect(() => refineOffline(bread, { changes: ['no_oven'] }, 'en')).toThrow(/oven/);
    const strudel = byLabel('de: Apfelstrudel');
    expect(() => refineOffline(strudel.recipe, { changes: ['no_oven'] }, 'de')).toThrow(RefineNotPossible);
  });

  it.each(['en: Chicken curry for 4', 'es: Lasaña para 4', 'de: Gulasch für 4 Personen'])('%s spicier: more heat, named in a step and the title', (label) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { changes: ['spicier'] }, c.language);
    expect(heatOf(out.ingredients)).toBeGreaterThan(heatOf(c.recipe.ingredients));
    expect(out.title).toMatch(/Spicy|picante|scharf/);
  });

  it('a mild chili powder blend is flavour, not heat: spicier chili con carne adds chilli flakes and keeps the blend', () => {
    const c = byLabel('en: Chili con carne for 4');
    const out = refineOffline(c.recipe, { changes: ['spicier'] }, 'en');
    expect(out.ingredients).toContain('2 tbsp mild chili powder blend');
    expect(out.ingredients).toContain('1 tsp chilli flakes');
  });

  it('milder halves the chilli and turns hot paprika sweet', () => {
    const curry = byLabel('en: cookbook chicken curry');
    const out = refineOffline(curry.recipe, { changes: ['milder'] }, 'en');
    expect(out.ingredients).toContain('½ tsp chilli powder');
    const lentejas = byLabel('es: recetario lentejas');
    const suave = refineOffline(lentejas.recipe, parseRefineInstruction('menos picante')!, 'es');
    expect(suave.ingredients).toContain('1 cucharadita de pimentón dulce');
    expect(suave.instructions.join(' ')).not.toMatch(/picante/);
  });

  it('milder refuses a dish with nothing hot in it', () => {
    const c = byLabel('en: Spaghetti carbonara for two');
    expect(() => refineOffline(c.recipe, { changes: ['milder'] }, 'en')).toThrow(RefineNotPossible);
  });

  it.each([
    ['es: recetario lentejas', /lentejas cocidas de bote/],
    ['de: Gulasch für 4 Personen', /Rindergulasch/],
    ['es: Arroz con leche', /arroz redondo/],
    ['de: Pilzrisotto für 2 Personen', /Risottoreis/],
  ])('%s quicker: less total time, the staples still cooked long enough', (label, keeps) => {
    const c = byLabel(label);
    const out = refineOffline(c.recipe, { changes: ['quicker'] }, c.language);
    expect(out.prepTime + out.cookTime).toBeLessThan(c.recipe.prepTime + c.recipe.cookTime);
    expect(out.ingredients.some((l) => keeps.test(l))).toBe(true);
    expect(checkRecipe(out, { language: c.language }).filter((f) => f.rule === 'staple_undercooked')).toEqual([]);
    expect(out.description).toMatch(/\d+ (?:minutes|minutos|Minuten)/);
  });

  it('quicker reads a braise written in hours and halves every size of a cut', () => {
    const c = byLabel('de: Gulasch für 4 Personen');
    const out = refineOffline(c.recipe, { changes: ['quicker'] }, 'de');
    const steps = out.instructions.join(' ');
    expect(c.recipe.instructions.join(' ')).toContain('**2 Stunden**');
    expect(steps).toContain('**1 Stunde 10 Minuten**');
    expect(steps).toContain('1,5 bis 2 cm');
  });

  it.each([1, 3, 12, 24])('servings to %i: amounts scaled and the gate passes', (n) => {
    const c = byLabel('en: Chili con carne for 4');
    const out = refineOffline(c.recipe, { changes: ['servings'], servings: n }, 'en');
    expect(out.servings).toBe(n);
    const beef = parseIngredientLine(out.ingredients[0]!)!;
    const grams = (beef.quantity ?? 0) * (beef.unit === 'kg' ? 1000 : 1);
    expect(grams / ((525 * n) / 4)).toBeGreaterThan(0.85);
    expect(grams / ((525 * n) / 4)).toBeLessThan(1.15);
    expect(checkRecipe(out, { language: 'en', servings: n })).toEqual([]);
  });

  it('German servings: "für sechs" scales the soup', () => {
    const c = byLabel('de: Kartoffelsuppe');
    const out = refineOffline(c.recipe, parseRefineInstruction('für sechs')!, 'de');
    expect(out.servings).toBe(6);
    expect(out.ingredients[0]).toMatch(/^1,2 kg mehligkochende Kartoffeln/);
    expect(checkRecipe(out, { language: 'de', servings: 6 })).toEqual([]);
  });

  it('several changes at once: vegan for 6, the cook\'s own profile kept', () => {
    const c = byLabel('en: Chicken curry for 4');
    const out = refineOffline(c.recipe, parseRefineInstruction('vegan for 6')!, 'en', { diets: [], allergens: ['peanuts'], dislikes: [] });
    expect(out.servings).toBe(6);
    expect(checkRecipeDiet(out, { diets: ['vegan'], allergens: ['peanuts'], dislikes: [] })).toEqual([]);
    expect(out.title).toMatch(/vegan/i);
  });

  it('spicier and milder at once is refused', () => {
    const c = byLabel('en: cookbook chicken curry');
    expect(() => refineOffline(c.recipe, { changes: ['spicier', 'milder'] }, 'en')).toThrow(RefineNotPossible);
  });
});
