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
