import { describe, expect, it } from 'vitest';
import { scaleServings } from './refine-servings';

/**
 * The offline chef's servings refine scales the amounts in the steps as it scales the list
 * (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md, "Amounts in the steps").
 */
describe('scaleServings', () => {
  it('a step says the amount the scaled list says, in en, es and de; a tin size and the oven stay', () => {
    const en = scaleServings(
      {
        title: 'Tomato soup',
        description: 'Serves 4.',
        prepTime: 10,
        cookTime: 30,
        servings: 4,
        difficulty: 'easy',
        ingredients: ['4 tbsp olive oil', '2 onions, chopped', '800 g tomatoes'],
        instructions: ['Heat 2 tbsp of the oil in a 24 cm pan and fry 2 onions for 5 minutes.', 'Add the tomatoes and bake at 180 °C for 20 minutes. Serves 4.'],
      },
      2,
      'en',
    );
    expect(en.ingredients).toEqual(['2 tbsp olive oil', '1 onion, chopped', '400 g tomatoes']);
    expect(en.instructions).toEqual(['Heat 1 tbsp of the oil in a 24 cm pan and fry 1 onion for 5 minutes.', 'Add the tomatoes and bake at 180 °C for 20 minutes. Serves 2.']);

    const es = scaleServings(
      { title: 'Sopa', description: '', prepTime: 10, cookTime: 30, servings: 4, difficulty: 'easy', ingredients: ['2 cucharadas de aceite de oliva', '3 huevos'], instructions: ['Calienta 2 cucharadas del aceite y cuaja 3 huevos.'] },
      2,
      'es',
    );
    expect(es.instructions).toEqual(['Calienta 1 cucharada del aceite y cuaja 2 huevos.']);

    const de = scaleServings(
      { title: 'Suppe', description: '', prepTime: 10, cookTime: 30, servings: 4, difficulty: 'easy', ingredients: ['2 EL Olivenöl', '500 ml Brühe'], instructions: ['2 EL Öl in einer 24-cm-Pfanne erhitzen und 250 ml Brühe angießen.'] },
      8,
      'de',
    );
    expect(de.instructions).toEqual(['4 EL Öl in einer 24-cm-Pfanne erhitzen und 500 ml Brühe angießen.']);
  });
});
