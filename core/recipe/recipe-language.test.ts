import { describe, expect, it } from 'vitest';
import { detectRecipeLanguage, languageScores, sharedRecipeLanguage } from './recipe-language';

describe('detectRecipeLanguage', () => {
  it.each([
    ['en', ['2 cloves garlic, minced', '1 tbsp olive oil', 'Heat the oil in a pan and add the garlic.', 'Stir until golden, then serve.'], 'en'],
    ['es', ['2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Calienta el aceite en una sartén y añade el ajo.', 'Remueve hasta que se dore y sirve.'], 'es'],
    ['de', ['2 Zehen Knoblauch, gehackt', '1 EL Olivenöl', 'Das Öl in einer Pfanne erhitzen und den Knoblauch hinzufügen.', 'Rühren, bis er golden ist, dann servieren.'], 'de'],
    ['es gazpacho', ['1 kg de tomates maduros', '1 pepino', 'Tritura todo con el aceite y la sal hasta que quede fino.'], 'es'],
    ['de Spätzle', ['400 g Mehl', '4 Eier', 'Mehl, Eier und Salz mit etwas Wasser zu einem zähen Teig rühren.'], 'de'],
    ['too few words', ['Paella'], null],
    ['numbers only', ['200 g', '3'], null],
    ['an even mix', ['the salt and pepper', 'la sal y pimienta'], null],
    ['empty', [], null],
  ] as const)('%s', (_, texts, expected) => {
    expect(detectRecipeLanguage(texts)).toBe(expected);
  });

  it('counts a word common to two languages for neither ("in", "de" and "el" count nowhere)', () => {
    expect(languageScores(['in de el'])).toEqual({ en: 0, es: 0, de: 0 });
  });
});

describe('sharedRecipeLanguage', () => {
  it.each([
    ['clear text wins over the stored language', 'en', ['Das Öl in der Pfanne erhitzen und die Zwiebel mit Salz und Pfeffer kochen.'], 'de'],
    ['unclear text keeps the stored language', 'es', ['Paella'], 'es'],
    ['an unknown stored language is English', 'fr', ['Ratatouille'], 'en'],
    ['no stored language is English', null, [], 'en'],
  ] as const)('%s', (_, stored, texts, expected) => {
    expect(sharedRecipeLanguage(stored, texts)).toBe(expected);
  });
});
