import { describe, expect, it } from 'vitest';
import { splitRecipeText } from './recipe-text-split';
import { TEXT_DE, TEXT_EN, TEXT_ES } from './recipe-text-split.fixtures';

describe('splitRecipeText', () => {
  it('splits English text under headings, with servings and prep time', () => {
    expect(splitRecipeText(TEXT_EN)).toEqual({
      title: 'Lemon Garlic Pasta',
      description: null,
      ingredients: ['200 g spaghetti', '2 cloves garlic', '1 lemon', 'Olive oil'],
      instructions: ['Boil the spaghetti in salted water.', 'Fry the garlic in the oil, then add lemon juice.', 'Toss the pasta in the sauce.'],
      prepTime: 10,
      cookTime: null,
      totalTime: 10,
      servings: 2,
      imageUrl: null,
      language: 'en',
    });
  });

  it('splits Spanish text (Ingredientes / Preparación)', () => {
    expect(splitRecipeText(TEXT_ES)).toMatchObject({
      title: 'Tortilla de patatas',
      ingredients: ['4 patatas', '6 huevos', '1 cebolla', 'Sal'],
      instructions: [
        'Pelar y cortar las patatas en láminas finas.',
        'Freír las patatas con la cebolla a fuego lento.',
        'Batir los huevos, mezclar y cuajar la tortilla por ambos lados.',
      ],
      servings: 4,
      language: 'es',
    });
  });

  it('splits German markdown-ish text (Zutaten / Zubereitung, "1)" numbering)', () => {
    expect(splitRecipeText(TEXT_DE)).toMatchObject({
      title: 'Kartoffelsalat',
      ingredients: ['1 kg festkochende Kartoffeln', '1 Zwiebel', '3 EL Essig', 'Salz und Pfeffer'],
      instructions: [
        'Die Kartoffeln kochen, pellen und in Scheiben schneiden.',
        'Die Zwiebel fein würfeln und mit Essig mischen.',
        'Alles vermengen und ziehen lassen.',
      ],
      servings: 4,
      language: 'de',
    });
  });

  it('without headings, tells quantity-led lines from numbered steps', () => {
    const text = 'Quick omelette\n2 eggs\n1 tbsp butter\n1. Beat the eggs.\n2. Cook in the butter until set.';
    expect(splitRecipeText(text)).toMatchObject({
      title: 'Quick omelette',
      ingredients: ['2 eggs', '1 tbsp butter'],
      instructions: ['Beat the eggs.', 'Cook in the butter until set.'],
    });
  });

  it.each([
    ['prose only', 'I love cooking pasta on Sundays. It reminds me of home.'],
    ['a shopping list', '- milk\n- 2 eggs\n- bread'],
    ['empty', '   '],
  ])('finds no recipe in %s', (_name, text) => {
    expect(splitRecipeText(text)).toBeNull();
  });
});

describe('splitRecipeText: yields, times and the intro as cooks write them', () => {
  const EN = `Banana Bread
A moist loaf that uses up very ripe bananas and keeps for days in a tin.
Makes 1 loaf (10 slices)
Prep: 15 minutes | Bake: 60 minutes
Ingredients
3 ripe bananas
250 g flour
1 tsp baking soda
Method
1. Mash the bananas and mix in the rest.
2. Bake in a loaf tin at 180 °C until a skewer comes out clean.`;

  const ES = `Lentejas con chorizo
Raciones: 4
Tiempo de preparación: 15 minutos
Tiempo de cocción: 1 hora
Ingredientes
300 g de lentejas pardinas
1 chorizo
Preparación
1. Poner las lentejas en remojo.
2. Cocer con el chorizo a fuego lento.`;

  const DE = `Apfelkuchen
Der Klassiker vom Blech, saftig und mit viel Zimt, wie bei Oma.
Für 12 Stücke
Zubereitungszeit: 30 Min.
Backzeit: 45 Minuten
Gesamtzeit: 1 Std. 15 Min.
Zutaten
5 säuerliche Äpfel
250 g Mehl
Zubereitung
1. Teig kneten und aufs Blech streichen.
2. Äpfel darauf verteilen und backen.`;

  it.each([
    ['en', EN, { title: 'Banana Bread', servings: 10, prepTime: 15, cookTime: 60, totalTime: 75, description: 'A moist loaf that uses up very ripe bananas and keeps for days in a tin.' }],
    ['es', ES, { title: 'Lentejas con chorizo', servings: 4, prepTime: 15, cookTime: 60, totalTime: 75, description: null }],
    ['de', DE, { title: 'Apfelkuchen', servings: 12, prepTime: 30, cookTime: 45, totalTime: 75, description: 'Der Klassiker vom Blech, saftig und mit viel Zimt, wie bei Oma.' }],
  ])('%s', (_lang, text, expected) => {
    const recipe = splitRecipeText(text);
    expect(recipe).toMatchObject(expected);
    expect(recipe?.instructions).toHaveLength(2);
    expect(recipe?.instructions[0]).not.toMatch(/moist|Klassiker/);
  });

  it('a heading is never a time: "Preparación" followed by numbered steps', () => {
    const text = 'Tortilla\nIngredientes\n4 huevos\n2 patatas\nPreparación\n1. Freír las patatas.\n2. Cuajar con los huevos.';
    expect(splitRecipeText(text)).toMatchObject({ prepTime: null, cookTime: null, totalTime: null });
  });
});
