import { describe, expect, it } from 'vitest';
import type { DietProfile } from './allergens';
import { eaterConflicts, mergeProfiles } from './eaters';

const p = (part: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...part });

describe('mergeProfiles', () => {
  const cases: Array<[string, DietProfile[], DietProfile]> = [
    ['no eaters: nothing to obey', [], p({})],
    ['one profile is itself', [p({ diets: ['vegan'], allergens: ['soy'], dislikes: ['olives'] })], p({ diets: ['vegan'], allergens: ['soy'], dislikes: ['olives'] })],
    [
      'a vegetarian and a nut allergy: both rules',
      [p({ diets: ['vegetarian'] }), p({ allergens: ['tree_nuts', 'peanuts'] })],
      p({ diets: ['vegetarian'], allergens: ['peanuts', 'tree_nuts'] }),
    ],
    [
      'repeats kept once, in the closed lists\' order',
      [p({ diets: ['halal', 'vegan'], allergens: ['milk'] }), p({ diets: ['vegan'], allergens: ['gluten', 'milk'] })],
      p({ diets: ['vegan', 'halal'], allergens: ['gluten', 'milk'] }),
    ],
    [
      'dislikes once whatever the case, the first spelling kept',
      [p({ dislikes: ['Coriander', 'olives'] }), p({ dislikes: ['coriander', ' Mushrooms '] })],
      p({ dislikes: ['Coriander', 'olives', 'Mushrooms'] }),
    ],
    ['empty profiles add nothing', [p({}), p({ allergens: ['eggs'] }), p({})], p({ allergens: ['eggs'] })],
  ];
  it.each(cases)('%s', (_name, profiles, expected) => {
    expect(mergeProfiles(profiles)).toEqual(expected);
  });

  it('does not change the profiles it merges', () => {
    const a = p({ dislikes: ['leeks'] });
    mergeProfiles([a, p({ dislikes: ['Leeks', 'kale'] })]);
    expect(a).toEqual(p({ dislikes: ['leeks'] }));
  });
});

describe('eaterConflicts', () => {
  const pesto = { title: 'Green pasta', ingredients: ['300 g pasta', '50 g walnuts', '40 g basil', '2 tbsp peanut oil'] };
  const ana = { member_id: 'm-ana', name: 'Ana', profile: p({ allergens: ['peanuts', 'tree_nuts'] }) };
  const ben = { member_id: 'm-ben', name: 'Ben', profile: p({ diets: ['vegetarian'] }) };
  const cases: Array<[string, { title: string; ingredients: string[] }, Array<typeof ana>, Array<[string, string, string]>]> = [
    ['a nut allergy names both nuts', pesto, [ana], [['Ana', 'tree_nuts', '50 g walnuts'], ['Ana', 'peanuts', '2 tbsp peanut oil']]],
    ['a vegetarian eats it', pesto, [ben], []],
    ['chicken breaks the vegetarian only', { title: 'Chicken curry', ingredients: ['500 g chicken thighs', '1 onion'] }, [ana, ben], [['Ben', 'vegetarian', 'Chicken curry']]],
    ['nobody eating: no conflicts', pesto, [], []],
  ];
  it.each(cases)('%s', (_name, recipe, eaters, expected) => {
    const found = eaterConflicts(recipe, eaters).map((c) => [c.name, c.rule, c.ingredient]);
    expect(found.sort()).toEqual([...expected].sort());
  });

  it('names one finding per eater and rule, with the member handle and the matched words', () => {
    const found = eaterConflicts({ title: 'Nut roast', ingredients: ['100 g walnuts', '100 g hazelnuts'] }, [ana]);
    expect(found.filter((c) => c.rule === 'tree_nuts')).toHaveLength(1);
    expect(found[0]).toMatchObject({ member_id: 'm-ana', name: 'Ana' });
    expect(found[0]!.term.length).toBeGreaterThan(0);
  });
});
