import { describe, expect, it } from 'vitest';
import { adaptDish } from './adapt-dish';
import { bundledCookbook } from './cookbook-store';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import type { DishMatch } from './match-foods';

/**
 * Cooking from a list (docs/cookbook.md "Cooking from a list"): the list's main foods (its meat,
 * fish, tofu, eggs or legumes; a sweet list's fruit), read by their kind in the food table, are in
 * the dish chosen; a herb or a spice never stands in for a part of the dish; and a dish the
 * cookbook does not know is offered dishes built on its main food or of its kind before dishes
 * that only share a spelling. Lists and names here are in none of the request sets.
 */

const matchesOf = async (items: string[], extra: { cuisine?: string; cookingMethod?: string } = {}) =>
  (await bundledCookbook.match({ items: items.map((text) => ({ text })), limit: 40, ...(extra as object) })).filter((m) => m.usesMain);

/** The dish's main and defining foods and lines, lower case, for what a cook reads in its list. */
const dishFoods = (dish: CookbookDish) => dish.ingredients.map((x) => `${x.food} | ${x.en} | ${x.es} | ${x.de}`.toLowerCase()).join('\n');

describe('a list\'s main food is in the dish chosen', () => {
  const cases: Array<{ items: string[]; main: RegExp; why: string }> = [
    { items: ['Putenbrust', 'Brokkoli', 'Reis', 'Knoblauch', 'Sojasauce'], main: /turkey/, why: 'turkey, not chicken or beef' },
    { items: ['lamb shoulder', 'carrots', 'onion', 'potatoes', 'thyme'], main: /lamb/, why: 'lamb, not beef' },
    { items: ['caballa', 'patatas', 'cebolla', 'pimiento rojo', 'ajo'], main: /mackerel/, why: 'mackerel, not another fish' },
    { items: ['Kichererbsen', 'Paprika', 'Zwiebel', 'Reis', 'Kreuzkümmel'], main: /chickpea/, why: 'chickpeas, not lentils' },
    { items: ['pork belly', 'onion', 'garlic', 'soy sauce', 'rice', 'sugar'], main: /pork/, why: 'pork, not chicken' },
    { items: ['huevos', 'pimientos', 'cebolla', 'tomate', 'pan'], main: /\begg/, why: 'eggs' },
  ];
  for (const c of cases) {
    it(`${c.items.join(', ')}: ${c.why}`, { timeout: 60_000 }, async () => {
      const matches = await matchesOf(c.items);
      expect(matches.length).toBeGreaterThan(0);
      // Every dish offered as using the list's main holds it; the first most of all.
      for (const m of matches.slice(0, 8)) expect(dishFoods(m.dish), m.dish.id).toMatch(c.main);
    });
  }

  it('with a cuisine asked for, only that cuisine\'s dishes of the same meat, never another meat', { timeout: 60_000 }, async () => {
    const matches: DishMatch[] = await matchesOf(['pork chops', 'onion', 'garlic'], { cuisine: 'indian' });
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(m.dish.cuisine).toBe('indian');
      expect(dishFoods(m.dish), m.dish.id).toMatch(/pork/);
    }
  });

  it('a sweet list\'s fruit is in its sweet dish', { timeout: 60_000 }, async () => {
    const matches = await matchesOf(['plums', 'sugar', 'flour', 'butter', 'eggs']);
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches.slice(0, 5)) {
      expect(m.dish.taste, m.dish.id).toBe('sweet');
      expect(dishFoods(m.dish), m.dish.id).toMatch(/plum/);
    }
  });
});

describe('what stands in for a dish\'s food', () => {
  it('a herb the cook lists never stands in for a vegetable', { timeout: 60_000 }, async () => {
    const items = ['chicken thighs', 'potatoes', 'garlic', 'rosemary'];
    const [match] = await matchesOf(items);
    expect(match).toBeDefined();
    const result = adaptDish(match!.dish, { language: 'en', list: { match: match!, items } });
    if (!('recipe' in result)) throw new Error('no recipe');
    expect(result.recipe.description).not.toMatch(/We use rosemary in place of/);
    expect(result.recipe.ingredients.join('\n')).not.toMatch(/^\d+ g rosemary$/m);
  });
});

describe('a food of another kind never stands in', () => {
  it('potatoes do not take the tomatoes\' place, nor an onion the mushrooms\'', { timeout: 60_000 }, async () => {
    const items = ['potatoes', 'eggs', 'bacon', 'onion', 'chives'];
    const [match] = await matchesOf(items);
    expect(match).toBeDefined();
    const result = adaptDish(match!.dish, { language: 'en', list: { match: match!, items } });
    if (!('recipe' in result)) throw new Error('no recipe');
    expect(result.recipe.description).not.toMatch(/We use (?:potatoes|onion|chives) in place of/);
  });
});

describe('the dishes offered for a dish the cookbook does not know', () => {
  const cases: Array<{ name: string; language: 'en' | 'es' | 'de'; shares: (d: CookbookDish) => boolean; why: string }> = [
    { name: 'Mackerel pâté', language: 'en', shares: (d) => /mackerel|fish|salmon|cod|bass|trout|catfish|haddock/.test(mains(d)), why: 'fish dishes' },
    { name: 'Putenrollbraten', language: 'de', shares: (d) => /turkey|chicken/.test(mains(d)), why: 'turkey and chicken dishes' },
    { name: 'Ciruelas en almíbar', language: 'es', shares: (d) => d.taste === 'sweet', why: 'sweet dishes, not savoury ones with prunes' },
    { name: 'Rhubarb fool', language: 'en', shares: (d) => d.taste === 'sweet', why: 'sweet dishes' },
    { name: 'Pflaumenkompott', language: 'de', shares: (d) => d.taste === 'sweet', why: 'sweet dishes' },
  ];
  for (const c of cases) {
    it(`${c.name} (${c.language}): ${c.why}`, { timeout: 60_000 }, async () => {
      expect(await bundledCookbook.findByName(c.name, c.language)).toBeNull();
      const near = await bundledCookbook.closest(c.name, c.language, 5);
      expect(near).toHaveLength(5);
      expect(near.slice(0, 4).map((d) => [d.id, c.shares(d)])).toEqual(near.slice(0, 4).map((d) => [d.id, true]));
    });
  }
});

const mains = (d: CookbookDish) => d.ingredients.filter((x) => x.role === 'main' || x.role === 'defining').map((x) => x.food).join(' ');
