import { describe, expect, it } from 'vitest';
import { RecipeJsonScanner, linesOf } from './recipe-stream';

const recipe = {
  title: 'Crème "brûlée" \\ for two',
  description: 'Line one\nline two, with a tab\tand é',
  prepTime: 10,
  cookTime: 40,
  servings: 2,
  difficulty: 'medium' as const,
  ingredients: ['4 egg yolks', '300 ml cream {double}', '60 g sugar [caster]'],
  instructions: ['Heat the **cream**, "just" to a simmer.', 'Bake at *150 °C*: 35 min.'],
};

function scan(pieces: string[]) {
  const scanner = new RecipeJsonScanner();
  return pieces.flatMap((piece) => scanner.push(piece));
}

describe('RecipeJsonScanner', () => {
  const text = JSON.stringify(recipe, null, 2);

  it('hands out the title, description, ingredients and steps in order, with escapes decoded', () => {
    expect(scan([text])).toEqual(linesOf(recipe));
  });

  it('gives the same lines however the text is cut, one character at a time included', () => {
    for (const size of [1, 2, 3, 7, 16, 64]) {
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
      expect(scan(pieces), `pieces of ${size}`).toEqual(linesOf(recipe));
    }
  });

  it('hands out a line as soon as its closing quote arrives, not before', () => {
    const scanner = new RecipeJsonScanner();
    expect(scanner.push('{"title": "Lemon chic')).toEqual([]);
    expect(scanner.push('ken", "descr')).toEqual([{ section: 'title', text: 'Lemon chicken' }]);
    expect(scanner.push('iption": "", "ingredients": ["1 egg", "2')).toEqual([{ section: 'ingredient', text: '1 egg' }]);
  });

  it('ignores other fields and keys that look like values', () => {
    const other = '{"difficulty": "easy", "notes": ["title"], "title": "Soup", "extra": {"title": "no"}}';
    expect(scan([other])).toEqual([{ section: 'title', text: 'Soup' }]);
  });
});
