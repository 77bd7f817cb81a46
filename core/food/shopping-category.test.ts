import { describe, expect, it } from 'vitest';
import { guessCategory, guessPantryCategory } from './shopping-category';

/** Foods and the aisle and pantry shelf a cook finds them on, in en, es and de. */
const FOODS: Array<[name: string, aisle: string, pantry: string]> = [
  // Spices: the powder is no vegetable.
  ['paprika powder', 'pantry', 'spices'],
  ['smoked paprika', 'pantry', 'spices'],
  ['Paprikapulver', 'pantry', 'spices'],
  ['pimentón dulce', 'pantry', 'spices'],
  ['ground cumin', 'pantry', 'spices'],
  ['black pepper', 'pantry', 'spices'],
  ['Zimt', 'pantry', 'spices'],
  ['sal', 'pantry', 'spices'],
  ['baking powder', 'pantry', 'spices'],
  // Pastes, vinegars and oils are condiments, whatever they are made from.
  ['tomato paste', 'pantry', 'condiments'],
  ['Tomatenmark', 'pantry', 'condiments'],
  ['red curry paste', 'pantry', 'condiments'],
  ['pasta de curry', 'pantry', 'condiments'],
  ['red wine vinegar', 'pantry', 'condiments'],
  ['Weißweinessig', 'pantry', 'condiments'],
  ['vinagre de Jerez', 'pantry', 'condiments'],
  ['olive oil', 'pantry', 'condiments'],
  ['Olivenöl', 'pantry', 'condiments'],
  ['soy sauce', 'pantry', 'condiments'],
  ['Erdnussbutter', 'pantry', 'condiments'],
  // Seafood is at the fish counter.
  ['mussels', 'meat', 'meat'],
  ['Miesmuscheln', 'meat', 'meat'],
  ['mejillones', 'meat', 'meat'],
  ['gambas', 'meat', 'meat'],
  ['Garnelen', 'meat', 'meat'],
  ['squid', 'meat', 'meat'],
  ['salmon fillet', 'meat', 'meat'],
  ['Lachsfilet', 'meat', 'meat'],
  ['Lammkeule', 'meat', 'meat'],
  ['ground beef', 'meat', 'meat'],
  ['Hähnchenbrust', 'meat', 'meat'],
  // Grains.
  ['basmati rice', 'pantry', 'grains'],
  ['arroz bomba', 'pantry', 'grains'],
  ['Spaghetti', 'pantry', 'grains'],
  ['rolled oats', 'pantry', 'grains'],
  ['lentejas pardinas', 'pantry', 'grains'],
  ['Mehl', 'pantry', 'grains'],
  // Everyday foods keep their aisles.
  ['tomatoes', 'produce', 'produce'],
  ['red bell pepper', 'produce', 'produce'],
  ['Zwiebeln', 'produce', 'produce'],
  ['leche', 'dairy', 'dairy'],
  ['Kokosmilch', 'pantry', 'canned'],
  ['sourdough bread', 'bakery', 'grains'],
  ['frozen peas', 'frozen', 'frozen'],
  ['orange juice', 'beverages', 'beverages'],
  ['lemon juice', 'produce', 'produce'],
  ['dark chocolate', 'snacks', 'other'],
  ['dish soap', 'other', 'other'],
];

describe('one shelf map for the shopping list and the pantry', () => {
  it.each(FOODS)('%s: aisle %s, pantry %s', (name, aisle, pantry) => {
    expect(guessCategory(name)).toBe(aisle);
    expect(guessPantryCategory(name)).toBe(pantry);
  });
});
