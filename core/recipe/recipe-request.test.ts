import { describe, expect, it } from 'vitest';
import { readRecipeRequest, type RecipeRequest, type RequestLanguage } from './recipe-request';

const CASES: Array<[RequestLanguage, string, RecipeRequest]> = [
  // English
  ['en', 'lasagne for two', { servings: 2, dish: 'Lasagne' }],
  ['en', 'I want a chicken curry for 4 people', { servings: 4, dish: 'Chicken Curry' }],
  ['en', 'Make me a mushroom risotto, serves 6', { servings: 6, dish: 'Mushroom Risotto' }],
  ['en', 'a recipe for fish tacos for a family of five please', { servings: 5, dish: 'Fish Tacos' }],
  ['en', 'beef stew with dumplings to serve 8', { servings: 8, dish: 'Beef Stew with Dumplings' }],
  ['en', 'pancakes, 3 servings', { servings: 3, dish: 'Pancakes' }],
  ['en', 'spaghetti carbonara for dinner for one', { servings: 1, dish: 'Spaghetti Carbonara' }],
  ['en', "I'd like a quick tomato soup", { dish: 'Tomato Soup' }],
  ['en', 'something for a quick dinner', {}],
  ['en', 'something light with chicken for two', { servings: 2 }],
  ['en', 'roast chicken for a couple', { servings: 2, dish: 'Roast Chicken' }],
  ['en', 'for 4', { servings: 4 }],
  ['en', '   ', {}],
  // Spanish
  ['es', 'paella para dos', { servings: 2, dish: 'Paella' }],
  ['es', 'quiero una tortilla de patatas para 4 personas', { servings: 4, dish: 'Tortilla de patatas' }],
  ['es', 'hazme unas lentejas con chorizo para seis', { servings: 6, dish: 'Lentejas con chorizo' }],
  ['es', 'me gustaría una receta de gazpacho, 4 raciones', { servings: 4, dish: 'Gazpacho' }],
  ['es', 'arroz con pollo para una cena rápida', { dish: 'Arroz con pollo para una cena rápida' }],
  ['es', 'crema de calabaza para una persona, por favor', { servings: 1, dish: 'Crema de calabaza' }],
  ['es', 'quiero pollo al ajillo para la cena', { dish: 'Pollo al ajillo' }],
  ['es', 'algo rápido con pollo', {}],
  // German
  ['de', 'Gulasch für zwei', { servings: 2, dish: 'Gulasch' }],
  ['de', 'ich möchte Käsespätzle für 4 Personen', { servings: 4, dish: 'Käsespätzle' }],
  ['de', 'mach mir eine Kürbissuppe für sechs Leute', { servings: 6, dish: 'Kürbissuppe' }],
  ['de', 'ein Rezept für Rinderrouladen, 4 Portionen', { servings: 4, dish: 'Rinderrouladen' }],
  ['de', 'Pfannkuchen für eine Person bitte', { servings: 1, dish: 'Pfannkuchen' }],
  ['de', 'ich will einen Linseneintopf für einen gemütlichen Abend', { dish: 'Linseneintopf für einen gemütlichen Abend' }],
  ['de', 'kartoffelsalat zum Abendessen', { dish: 'Kartoffelsalat' }],
  ['de', 'etwas Leckeres mit Reis', {}],
];

describe('readRecipeRequest', () => {
  it.each(CASES)('%s: %s', (language, text, expected) => {
    expect(readRecipeRequest(text, language)).toEqual(expected);
  });

  it('reads servings only in the language asked (a Spanish "para dos" in English is not servings)', () => {
    expect(readRecipeRequest('paella para dos', 'en').servings).toBeUndefined();
  });
});
