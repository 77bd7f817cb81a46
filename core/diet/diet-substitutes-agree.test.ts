import { describe, expect, it } from 'vitest';
import type { DietProfile } from './allergens';
import { agreeWithSubstitute } from './diet-substitutes-agree';
import { substituteRecipe } from './diet-substitutes';

const vegetarian: DietProfile = { diets: ['vegetarian'], allergens: [], dislikes: [] };

describe('a substitute in a step agrees with its article', () => {
  it.each([
    // Spanish: gender and number of the substitute; "del" and "al" too.
    ['es', 'Dora el garbanzos hasta que esté dorado.', 'garbanzos', 'Dora los garbanzos hasta que esté dorado.'],
    ['es', 'Fríe la tofu ahumado hasta que esté crujiente.', 'tofu ahumado', 'Fríe el tofu ahumado hasta que esté crujiente.'],
    ['es', 'Dora la lentejas pardinas cocidas.', 'lentejas pardinas cocidas', 'Dora las lentejas pardinas cocidas.'],
    ['es', 'Añade el caldo del setas.', 'setas', 'Añade el caldo de las setas.'],
    ['es', 'Vuelve al champiñones.', 'champiñones', 'Vuelve a los champiñones.'],
    ['es', 'El soja texturizada se hidrata.', 'soja texturizada', 'La soja texturizada se hidrata.'],
    ['es', 'Corta unas hinojo.', 'hinojo', 'Corta un hinojo.'],
    ['es', 'Añade la caldo de verduras.', 'caldo de verduras', 'Añade el caldo de verduras.'],
    // German: the case from the article and the preposition; the adjectives take its ending.
    ['de', 'Das gekochte Berglinsen krümelig braten.', 'gekochte Berglinsen', 'Die gekochten Berglinsen krümelig braten.'],
    ['de', 'Mit dem gekochte Berglinsen füllen.', 'gekochte Berglinsen', 'Mit den gekochten Berglinsen füllen.'],
    ['de', 'Das Kichererbsen in Würfel schneiden.', 'Kichererbsen', 'Die Kichererbsen in Würfel schneiden.'],
    ['de', 'Das Räuchertofu knusprig braten.', 'Räuchertofu', 'Den Räuchertofu knusprig braten.'],
    ['de', 'Die fester Tofu würfeln.', 'fester Tofu', 'Den festen Tofu würfeln.'],
    ['de', 'Mit der fester Tofu servieren.', 'fester Tofu', 'Mit dem festen Tofu servieren.'],
    ['de', 'Zum Gemüsebrühe geben.', 'Gemüsebrühe', 'Zur Gemüsebrühe geben.'],
    ['de', 'Den pflanzliche Sahne unterrühren.', 'pflanzliche Sahne', 'Die pflanzliche Sahne unterrühren.'],
    ['de', 'Im Pflanzenöl anbraten.', 'Pflanzenöl', 'Im Pflanzenöl anbraten.'],
    ['de', 'Die Kokosöl erhitzen.', 'Kokosöl', 'Das Kokosöl erhitzen.'],
    ['de', 'Vom vegane Würstchen schneiden.', 'vegane Würstchen', 'Von den veganen Würstchen schneiden.'],
    // English has no article to agree; a step without an article stays.
    ['en', 'Brown the chickpeas.', 'chickpeas', 'Brown the chickpeas.'],
    ['de', 'Kichererbsen anbraten.', 'Kichererbsen', 'Kichererbsen anbraten.'],
  ] as const)('%s: "%s"', (language, step, substitute, expected) => {
    expect(agreeWithSubstitute(step, substitute, language)).toBe(expected);
  });

  it('in a whole substituted recipe for a vegetarian (es, de)', () => {
    const es = substituteRecipe({ title: 'Pollo', ingredients: ['500 g de pollo', '1 cebolla'], instructions: ['Dora el pollo en la sartén.'] }, vegetarian, 'es');
    expect(es.recipe.instructions).toEqual(['Dora los garbanzos en la sartén.']);
    const de = substituteRecipe({ title: 'Füllung', ingredients: ['500 g Hackfleisch'], instructions: ['Das Hackfleisch krümelig braten.', 'Mit dem Hackfleisch füllen.'] }, vegetarian, 'de');
    expect(de.recipe.instructions).toEqual(['Die gekochten Berglinsen krümelig braten.', 'Mit den gekochten Berglinsen füllen.']);
    const bacon = substituteRecipe({ title: 'Tortilla', ingredients: ['200 g de panceta'], instructions: ['Fríe la panceta hasta que esté crujiente.'] }, vegetarian, 'es');
    expect(bacon.recipe.instructions).toEqual(['Fríe el tofu ahumado hasta que esté crujiente.']);
  });
});
