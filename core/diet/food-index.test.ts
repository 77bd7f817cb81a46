import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, matchRule, type Allergen, type Diet } from './allergens';
import { compileFoodIndex, entryFlags, type Taxonomy } from './food-index-build';
import { INDEX_ALLERGENS, INDEX_BITS, allergenBit, parseFoodIndex } from './food-index';
import { tableFoods } from './food-table-join';
import FOOD_INDEX_TEXT from './food-index.data';
import { foodRows } from '#core/food/food-table';
import { singulars } from './food-words';
import { foodIndexSource } from '../../scripts/build-food-index';
import { TABLE_INDEX_PATH, tableIndexSource } from '../../scripts/build-food-table';

type Rule = Allergen | Diet;

describe('food index build', () => {
  it('core/diet/food-index.data.ts is the compile of data/openfoodfacts/ingredients.json (run npm run build:food-index)', () => {
    const taxonomy = JSON.parse(readFileSync('data/openfoodfacts/ingredients.json', 'utf8')) as Taxonomy;
    expect(readFileSync('core/diet/food-index.data.ts', 'utf8')).toBe(foodIndexSource(taxonomy));
  });

  it('keeps the allergen bits in the order of ALLERGENS', () => {
    expect([...INDEX_ALLERGENS]).toEqual([...ALLERGENS]);
  });

  it('inherits allergens and vegan/vegetarian from parents; an own value wins, "no" beats "yes"', () => {
    const taxonomy: Taxonomy = {
      'en:wheat': { name: { en: 'wheat' }, allergens: { en: 'en:gluten' }, vegan: { en: 'yes' }, vegetarian: { en: 'yes' } },
      'en:wheat-flour': { name: { en: 'wheat flour', de: 'Weizenmehl' }, parents: ['en:wheat'] },
      'en:meat': { name: { en: 'meat' }, vegan: { en: 'no' }, vegetarian: { en: 'no' } },
      'en:chicken': { name: { en: 'chicken', es: 'pollo' }, parents: ['en:meat'] },
      'en:egg': { name: { en: 'egg' }, allergens: { en: 'en:eggs' }, vegan: { en: 'no' }, vegetarian: { en: 'yes' } },
      'en:chicken-egg': { name: { en: 'chicken egg' }, parents: ['en:egg', 'en:chicken'], vegetarian: { en: 'yes' } },
    };
    const flags = entryFlags(taxonomy);
    expect(flags('en:wheat-flour')).toBe(allergenBit('gluten') | INDEX_BITS.PLANT | INDEX_BITS.VEGGIE);
    expect(flags('en:chicken')).toBe(INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO);
    expect(flags('en:chicken-egg')).toBe(allergenBit('eggs') | INDEX_BITS.VEGAN_NO | INDEX_BITS.VEGGIE);
    expect([...compileFoodIndex(taxonomy).keys()].sort()).toEqual(
      ['de:weizenmehl', 'en:chicken', 'en:chicken egg', 'en:egg', 'en:meat', 'en:wheat', 'en:wheat flour', 'es:pollo'],
    );
  });

  it('makes plurals singular per language, so a German "Beere" never becomes an English "beer"', () => {
    expect(singulars('anchovies', 'en')).toContain('anchovy');
    expect(singulars('nueces', 'es')).toContain('nuez');
    expect(singulars('nudeln', 'de')).toContain('nudel');
    expect(singulars('eier', 'de')).toContain('ei');
    expect(singulars('beere', 'en')).toEqual([]);
    expect(matchRule('200 g Beeren', 'gluten')).toBeNull();
  });
});

/** [language, line, rule, expected term or null]: per rule and language, found from the data and rules. */
const TABLE: Array<[string, string, Rule, string | null]> = [
  // Taxonomy names the hand lexicon does not list
  ['en', '100 g kamut', 'gluten', 'kamut'],
  ['de', '200 g Grünkern', 'gluten', 'Grünkern'],
  ['es', '200 g de merluza', 'fish', 'merluza'],
  ['de', '300 g Zander', 'vegetarian', 'Zander'],
  ['en', '4 quail', 'vegetarian', 'quail'],
  ['es', '2 filetes de arenque', 'vegan', 'arenque'],
  // German compounds: modifier and head
  ['de', '250 g Eiernudeln', 'eggs', 'Eiernudeln'],
  ['de', '250 g Eiernudeln', 'gluten', 'Eiernudeln'],
  ['de', '400 g Seelachsfilet', 'fish', 'Seelachsfilet'],
  ['de', '3 EL Basilikumpesto', 'milk', 'Basilikumpesto'],
  ['de', '3 EL Basilikumpesto', 'tree_nuts', 'Basilikumpesto'],
  ['de', '100 g Weizenstärke', 'gluten', 'Weizenstärke'],
  ['de', '2 Rinderrouladen', 'vegetarian', 'Rinderrouladen'],
  // Composed foods
  ['en', '1 tbsp Worcestershire sauce', 'fish', 'Worcestershire sauce'],
  ['es', '2 cucharadas de salsa Worcestershire', 'vegetarian', 'salsa Worcestershire'],
  ['en', '2 tbsp green curry paste', 'crustaceans', 'green curry paste'],
  ['de', '2 EL rote Currypaste', 'fish', 'rote Currypaste'],
  ['en', '200 g surimi', 'fish', 'surimi'],
  ['es', '4 panes de brioche', 'eggs', 'brioche'],
  ['de', '500 g Gnocchi', 'gluten', 'Gnocchi'],
  ['en', '2 tbsp Nutella', 'tree_nuts', 'Nutella'],
  ['es', '100 ml de jerez', 'sulphites', 'jerez'],
  ['de', '300 ml Béchamelsauce', 'milk', 'Béchamelsauce'],
  ['en', '300 ml béchamel sauce', 'gluten', 'béchamel sauce'],
  ['es', '280 g de placas de lasaña', 'gluten', 'lasaña'],
  ['de', '280 g Lasagneplatten', 'gluten', 'Lasagneplatten'],
  ['en', '280 g lasagne sheets', 'gluten', 'lasagne'],
  // Look-alikes that must not match
  ['en', '200 g oyster mushrooms', 'molluscs', null],
  ['en', '200 g oyster mushrooms', 'vegetarian', null],
  ['es', '200 g de setas de ostra', 'vegan', null],
  ['de', '200 g Austernpilze', 'molluscs', null],
  ['en', '2 tbsp konjac flour', 'gluten', null],
  ['en', '100 g rice flour', 'gluten', null],
  ['es', '100 g de harina de algarroba', 'gluten', null],
  ['de', '100 g Maismehl', 'gluten', null],
  ['de', '200 g Reisnudeln', 'gluten', null],
  ['en', '400 ml coconut milk', 'milk', null],
  ['de', '400 ml Kokosmilch', 'vegan', null],
  ['en', '2 tbsp peanut butter', 'milk', null],
  ['en', '2 tbsp peanut butter', 'tree_nuts', null],
  ['en', '2 tbsp peanut butter', 'peanuts', 'peanut'],
  ['de', '3 Hühnereier', 'vegetarian', null],
  ['de', '3 Hühnereier', 'eggs', 'Hühnereier'],
  ['en', '1/2 tsp cream of tartar', 'milk', null],
  ['en', '100 g buckwheat', 'gluten', null],
  ['es', '2 cucharadas de pasta de curry roja', 'gluten', null],
  ['es', '150 g de brotes de soja', 'gluten', null],
  ['en', '1 l vegetable broth', 'gluten', null],
  ['de', '1 Butternusskürbis', 'milk', null],
  ['es', '30 g de piñones', 'tree_nuts', null],
  // Named foods (core/diet/food-index-names.ts) and what German compounds make of them
  ['de', '300 g Aalfilet', 'fish', 'Aalfilet'],
  ['de', '1 kg Rehkeule', 'vegetarian', 'Rehkeule'],
  ['es', '2 lomos de merluza', 'halal', null],
  ['en', '100 g nduja', 'halal', 'nduja'],
  ['de', '4 cl Himbeergeist', 'halal', 'Himbeergeist'],
  ['en', '1 bottle pale ale', 'gluten', 'pale ale'],
  // Look-alikes of the names and rules
  ['de', '800 g Lachsbraten', 'fish', null],
  ['de', '800 g Lachsbraten', 'halal', 'Lachsbraten'],
  ['de', '2 EL Gänseschmalz', 'halal', null],
  ['de', '2 EL Gänseschmalz', 'gluten', null],
  ['de', '2 EL Haselnussöl', 'vegetarian', null],
  ['de', '200 g Haselnüsse', 'tree_nuts', 'Haselnüsse'],
  ['de', '600 g Steinbutt', 'milk', null],
  ['en', '2 tbsp rice wine vinegar', 'halal', null],
  ['es', '2 cucharadas de vinagre de Pedro Ximénez', 'halal', null],
  ['es', '1 cucharada de kecap manis', 'peanuts', null],
  ['es', '6 huevos de pato', 'vegetarian', null],
  ['en', '1 tbsp finely grated lemon rind', 'vegetarian', null],
  ['de', '100 g Reisgrieß', 'gluten', null],
  ['en', '100 g teff flour', 'gluten', null],
  ['es', '1 tortilla española', 'gluten', null],
  // The longest food the index names is the term, so a substitute for chicken finds it (not "bone").
  ['en', '8 bone-in chicken thighs', 'vegetarian', 'chicken thighs'],
  // A pescatarian eats the seafood's steak or meat, not the pork beside it
  ['en', '4 tuna steaks', 'pescatarian', null],
  ['es', '200 g de carne de cangrejo', 'pescatarian', null],
  ['en', '2 pork chops', 'pescatarian', 'pork chops'],
  ['en', '1 tbsp XO sauce', 'pescatarian', 'XO sauce'],
  // A form a food is made into takes its modifier's diet: plant modifiers make it plant food
  ['de', '1 Portion Pilzgulasch', 'vegetarian', null],
  ['de', '1 Portion Gemüsegulasch', 'vegan', null],
  ['de', '4 Tofuwürstchen', 'vegan', null],
  ['de', '4 Tofuwürstchen', 'soy', 'Tofuwürstchen'],
  ['de', '1 Sojawurst', 'soy', 'Sojawurst'],
  ['de', '6 Brötchen', 'gluten', 'Brötchen'],
  ['de', '8 Linsenbratlinge', 'vegetarian', null],
  ['de', '2 Blumenkohlsteaks', 'vegan', null],
  ['de', '500 g Rindergulasch', 'vegetarian', 'Rindergulasch'],
  ['de', '500 g Gulasch', 'vegetarian', 'Gulasch'],
  ['de', '4 Bratwürste', 'vegetarian', 'Bratwürste'],
  ['de', '4 Fischfrikadellen', 'vegetarian', 'Fischfrikadellen'],
];

describe('diet checker with the food index', () => {
  it.each(TABLE)('%s: "%s" for %s → %s', (_lang, line, rule, term) => {
    expect(matchRule(line, rule)).toBe(term);
  });
});

describe('the food table joins the index (docs/decisions/085-the-diet-checker-reads-the-food-table.md)', () => {
  const FISH = allergenBit('fish');
  const row = (cells: Record<string, string>) => ({ en: '', es: '', de: '', off: '', ...cells });

  it('core/diet/food-table-index.data.ts is the join of the food table and the index (run npm run build:food-table)', () => {
    expect(readFileSync(TABLE_INDEX_PATH, 'utf8')).toBe(tableIndexSource(foodRows()));
    expect(tableFoods(parseFoodIndex(FOOD_INDEX_TEXT), foodRows()).size).toBeGreaterThan(250);
  });

  it("gives every name of a row, in its language and plural, what the row's Open Food Facts entry holds", () => {
    const index = new Map([['en:swordfish', FISH | INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO]]);
    const out = tableFoods(index, [row({ en: 'swordfish|swordfish steak/swordfish steaks', es: 'pez espada', de: 'Schwertfisch', off: 'en:swordfish' })]);
    for (const key of ['en:swordfish steak', 'en:swordfish steaks', 'es:pez espada', 'de:schwertfisch']) {
      expect(out.get(key), key).toBe(FISH | INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO);
    }
  });

  it('carries only what a food holds, never what clears it, and adds nothing for a row without a link', () => {
    const index = new Map([['en:dark chocolate', INDEX_BITS.PLANT | INDEX_BITS.VEGGIE], ['en:edamame', allergenBit('soy') | INDEX_BITS.PLANT]]);
    const out = tableFoods(index, [
      row({ en: 'dark chocolate|milk chocolate', off: 'en:dark-chocolate' }),
      row({ en: 'edamame', es: 'edamame|habas de soja verdes', off: 'en:edamame' }),
      row({ en: 'swede', es: 'colinabo' }),
    ]);
    expect(out.has('en:milk chocolate')).toBe(false);
    expect(out.get('es:habas de soja verdes')).toBe(allergenBit('soy'));
    expect(out.has('es:colinabo')).toBe(false);
  });

  it("leaves a name the taxonomy knows with its own flags, and a bare word inside another name of the row to the general food", () => {
    const MEAT = INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO;
    const index = new Map([['en:chicken broth', MEAT], ['en:fish stock', FISH | MEAT]]);
    const out = tableFoods(index, [row({ en: 'chicken broth|chicken stock|stock|fish stock', es: 'caldo de pollo|caldo', off: 'en:chicken-broth' })]);
    expect(out.get('en:chicken stock')).toBe(MEAT);
    expect(out.has('en:fish stock')).toBe(false);
    expect(out.has('en:stock')).toBe(false);
    expect(out.has('es:caldo')).toBe(false);
    expect(out.get('es:caldo de pollo')).toBe(MEAT);
  });

  it('so the checker finds a food the table names and the taxonomy does not', () => {
    // Before the table joined the index neither was found: Cremefine is a cooking cream, morcillo a beef shank.
    expect(matchRule('150 g Cremefine', 'milk')).toBe('Cremefine');
    expect(matchRule('500 g de morcillo', 'vegetarian')).toBe('morcillo');
  });
});
