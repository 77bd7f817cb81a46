import { describe, expect, it } from 'vitest';
import { isQualifier, splitIngredientList } from './ingredient-list-split';

describe('splitIngredientList (a typed list is the list the cook meant)', () => {
  const cases: Array<[string, string[]]> = [
    // de
    ['Zucchini, Feta, Eier, Tomaten, Zwiebel', ['Zucchini', 'Feta', 'Eier', 'Tomaten', 'Zwiebel']],
    ['Salz, nach Geschmack', ['Salz, nach Geschmack']],
    ['Salz, Pfeffer', ['Salz', 'Pfeffer']],
    ['1 Zwiebel, fein gehackt; 2 Knoblauchzehen, in Scheiben', ['1 Zwiebel, fein gehackt', '2 Knoblauchzehen, in Scheiben']],
    ['1,5 kg Mehl, 2 Eier', ['1,5 kg Mehl', '2 Eier']],
    ['Butter, zimmerwarm\nMilch', ['Butter, zimmerwarm', 'Milch']],
    ['Gemüsebrühe, ca. 500 ml', ['Gemüsebrühe, ca. 500 ml']],
    ['Butter, oder Margarine', ['Butter, oder Margarine']],
    // es
    ['sal, al gusto', ['sal, al gusto']],
    ['calabacín, queso feta, huevos; tomates', ['calabacín', 'queso feta', 'huevos', 'tomates']],
    ['1 cebolla, picada\n2 dientes de ajo, pelados y picados', ['1 cebolla, picada', '2 dientes de ajo, pelados y picados']],
    ['chorizo, en rodajas, pimiento', ['chorizo, en rodajas', 'pimiento']],
    ['aceite de oliva, para freír', ['aceite de oliva, para freír']],
    // en
    ['salt, to taste', ['salt, to taste']],
    ['chicken, rice, peas, carrots', ['chicken', 'rice', 'peas', 'carrots']],
    ['2 onions, finely chopped', ['2 onions, finely chopped']],
    ['tomatoes (ripe, peeled), basil', ['tomatoes (ripe, peeled)', 'basil']],
    ['butter, softened; fresh basil, fresh parsley', ['butter, softened', 'fresh basil', 'fresh parsley']],
    ['- eggs\n- milk\n\n  ', ['eggs', 'milk']],
    ['flour,,sugar , ', ['flour', 'sugar']],
    ['cheddar, grated, for serving', ['cheddar, grated, for serving']],
    ['one ingredient', ['one ingredient']],
    ['', []],
  ];
  it.each(cases)('%j', (typed, expected) => {
    expect(splitIngredientList(typed)).toEqual(expected);
  });

  it('keeps every word typed: nothing a cook typed vanishes', () => {
    const typed = 'Zucchini, Feta, Eier, Tomaten, Zwiebel, Salz, nach Geschmack';
    const joined = splitIngredientList(typed).join(', ');
    expect(joined).toBe(typed);
  });
});

describe('isQualifier', () => {
  const cases: Array<[string, boolean]> = [
    ['to taste', true],
    ['al gusto', true],
    ['nach Geschmack', true],
    ['finely chopped', true],
    ['fein gehackt', true],
    ['picada', true],
    ['optional', true],
    ['Feta', false],
    ['large eggs', false],
    ['Pfeffer', false],
    ['or', false],
  ];
  it.each(cases)('%s -> %s', (segment, expected) => {
    expect(isQualifier(segment)).toBe(expected);
  });
});
