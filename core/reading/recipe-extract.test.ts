import { describe, expect, it } from 'vitest';
import { extractRecipe } from './recipe-extract';
import { GRAPH_PAGE, MICRODATA_PAGE, NO_RECIPE_PAGE, SECTION_PAGE } from './recipe-extract.fixtures';
import { CAPITALISED_PAGE, CONTROL_CHARACTER_PAGE, LONG_STEP, LONG_STEP_PAGE, NESTED_MICRODATA_PAGE, RESTING_DOUGH_PAGE } from './recipe-extract.pages';
import { imageOf, instructionsOf, parseIsoDuration, parseYield } from './recipe-jsonld';

describe('extractRecipe', () => {
  it('reads a Recipe inside @graph with @type as an array', () => {
    expect(extractRecipe(GRAPH_PAGE)).toEqual({
      title: 'Tomato & Basil Soup',
      description: 'A quick weeknight soup.',
      ingredients: ['800 g tomatoes', '1 onion', 'A handful of basil'],
      instructions: ['Chop the onion.', 'Simmer with the tomatoes for 1 hour.', 'Blend with the basil.'],
      prepTime: 10,
      cookTime: 65,
      totalTime: 75,
      servings: 4,
      imageUrl: 'https://cdn.example.com/soup.png',
      language: 'en',
    });
  });

  it('flattens HowToSections, naming each section on its first step; cook time from total minus prep', () => {
    const recipe = extractRecipe(SECTION_PAGE);
    expect(recipe?.instructions).toEqual([
      '**For the dough:** Mix flour and yeast.',
      'Knead for 10 minutes.',
      '**To finish:** Spread the sauce and bake.',
    ]);
    expect(recipe).toMatchObject({ title: 'Pizza', servings: 2, prepTime: 30, cookTime: 60, imageUrl: '/img/pizza-large.jpg' });
  });

  it('falls back to microdata when there is no JSON-LD', () => {
    expect(extractRecipe(MICRODATA_PAGE)).toEqual({
      title: 'Grandma\'s Pancakes',
      description: null,
      ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
      instructions: ['Whisk everything.', 'Fry in a hot pan.'],
      prepTime: 5,
      cookTime: 15,
      totalTime: 20,
      servings: 8,
      imageUrl: 'https://cdn.example.com/pancakes.webp',
      language: 'en',
    });
  });

  it.each([
    ['JSON-LD without a Recipe', NO_RECIPE_PAGE],
    ['no structured data', '<html><body><h1>Soup</h1><p>200 g lentils</p></body></html>'],
    ['broken JSON-LD', '<script type="application/ld+json">{"@type": "Recipe", name: </script>'],
    ['a Recipe without ingredients', `<script type="application/ld+json">{"@type":"Recipe","name":"Air"}</script>`],
    ['a Recipe without a name', `<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["1 egg"]}</script>`],
    ['empty text', ''],
  ])('finds no recipe in %s', (_name, html) => {
    expect(extractRecipe(html)).toBeNull();
  });

  it('finds a Recipe as mainEntity of a WebPage, and takes inLanguage over <html lang>', () => {
    const html = `<html lang="en"><script type='application/ld+json'>${JSON.stringify({
      '@type': 'WebPage',
      mainEntity: { '@type': 'http://schema.org/Recipe', name: 'Gazpacho', inLanguage: 'es-ES', recipeIngredient: '1 kg tomates\n1 pepino', recipeInstructions: 'Triturar.\nEnfriar.' },
    })}</script></html>`;
    expect(extractRecipe(html)).toMatchObject({ title: 'Gazpacho', language: 'es-ES', ingredients: ['1 kg tomates', '1 pepino'], instructions: ['Triturar.', 'Enfriar.'] });
  });
});

describe('field readers', () => {
  it.each([
    ['PT1H30M', 90], ['PT45M', 45], ['P0DT2H', 120], ['PT90S', 2], ['PT0.5H', 30], ['P2D', 1440],
    ['pt20m', 20], ['', null], ['P', null], ['PT', null], [null, null],
    // Loose forms real pages write.
    ['PT0D1H0M', 60], ['P0Y0M0DT0H35M', 35], ['PT1H30M0S', 90], ['PT20.5M', 21], ['PT 20 M', 20],
    ['20 minutes', 20], [20, 20], ['1 hour 30 minutes', 90], ['1 hr 10 mins', 70], ['1h30', 90],
    ['1 Std. 30 Min.', 90], ['45 Minuten', 45], ['1 hora y 30 minutos', 90], ['una hora', 60], ['soon', null],
  ])('duration %j is %j minutes', (value, minutes) => {
    expect(parseIsoDuration(value)).toBe(minutes);
  });

  it.each([
    [4, 4], ['6', 6], ['Serves 4-6', 4], [['', '8 slices'], 8], [0, null], ['a few', null], [2.5, 2], [500, 100], [null, null],
  ])('yield %j is %j servings', (value, servings) => {
    expect(parseYield(value)).toBe(servings);
  });

  it.each([
    ['https://x.test/a.jpg', 'https://x.test/a.jpg'],
    [['https://x.test/a.jpg', 'https://x.test/b.jpg'], 'https://x.test/a.jpg'],
    [{ '@type': 'ImageObject', contentUrl: 'https://x.test/c.jpg' }, 'https://x.test/c.jpg'],
    [[{ url: ['https://x.test/d.jpg'] }], 'https://x.test/d.jpg'],
    [{}, null],
    [42, null],
  ])('image %j', (value, url) => {
    expect(imageOf(value)).toBe(url);
  });

  it.each([
    ['<p>Boil.</p><p>Serve&nbsp;hot.</p>', ['Boil.', 'Serve hot.']],
    [[{ '@type': 'HowToStep', name: 'Step 1', text: 'Stir.' }], ['Stir.']],
    [{ '@type': 'ItemList', itemListElement: [{ '@type': 'HowToStep', text: 'A' }, { '@type': 'HowToStep', text: 'B' }] }, ['A', 'B']],
    [[{ '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToSection', name: 'Base', itemListElement: ['Fry.'] }] }], ['**Sauce:** **Base:** Fry.']],
    [123, []],
  ])('instructions %j', (value, steps) => {
    expect(instructionsOf(value)).toEqual(steps);
  });
});

describe('hostile pages', () => {
  const big = (unit: string) => unit.repeat(Math.ceil((2 * 1024 * 1024) / unit.length));
  it.each([
    ['unclosed comments', big('<!--')],
    ['unclosed scripts', big('<script>')],
    ['unclosed JSON-LD scripts', big('<script type="application/ld+json">')],
    ['tags that never close', big('<a ')],
    ['microdata props that never close', `<div itemscope itemtype="https://schema.org/Recipe">${big('<span itemprop="recipeIngredient">x')}`],
    ['open angle brackets', big('<')],
  ])('2 MB of %s is read in linear time', (_name, html) => {
    const started = performance.now();
    extractRecipe(html);
    // Linear passes take milliseconds; a backtracking pattern would take minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('extractRecipe on pages with the problems real sites have', () => {
  it('keeps the total time (an overnight rest), reads loose durations, nested ingredient arrays and HowToStep item lists', () => {
    expect(extractRecipe(RESTING_DOUGH_PAGE)).toMatchObject({
      title: 'Overnight Focaccia',
      prepTime: 20,
      cookTime: 25,
      totalTime: 840,
      servings: 8,
      ingredients: ['500 g flour', '10 g salt', '400 ml water', '4 g yeast'],
      instructions: ['Mix everything into a wet dough.', 'It will be sticky.', 'Rest in the fridge overnight, then bake at 230 °C.'],
    });
  });

  it('reads property names written in any case, and "Makes 12 muffins"', () => {
    expect(extractRecipe(CAPITALISED_PAGE)).toMatchObject({
      title: 'Muffins',
      servings: 12,
      totalTime: 40,
      ingredients: ['2 cups flour', '1 cup blueberries'],
      instructions: ['Mix.', 'Bake 25 minutes.'],
    });
  });

  it('reads JSON-LD with raw control characters inside strings', () => {
    expect(extractRecipe(CONTROL_CHARACTER_PAGE)).toMatchObject({
      title: 'Gazpacho andaluz',
      ingredients: ['1 kg tomates', '1 pepino'],
      language: 'es',
    });
  });

  it('drops the zero-width spaces and byte-order marks an editor left in a line', () => {
    const ld = JSON.stringify({ '@type': 'Recipe', name: '\uFEFFFlan', recipeIngredient: ['\u200B\u200B3 huevos', '500 ml de\u200B leche'] });
    expect(extractRecipe(`<script type="application/ld+json">${ld}</script>`)).toMatchObject({
      title: 'Flan',
      ingredients: ['3 huevos', '500 ml de leche'],
    });
  });

  it('takes the Recipe\'s own name in microdata, not a nested breadcrumb\'s or author\'s, and decodes every entity', () => {
    expect(extractRecipe(NESTED_MICRODATA_PAGE)).toMatchObject({
      title: 'Gulaš à la hongroise',
      ingredients: ['1 kg de bœuf', '2 oignons'],
      instructions: ['Faire revenir les oignons.', 'Mijoter deux heures.'],
      totalTime: 120,
    });
  });

  it('splits a 3,250-character step at its sentences instead of cutting it', () => {
    const recipe = extractRecipe(LONG_STEP_PAGE);
    expect(LONG_STEP.length).toBeGreaterThan(3000);
    expect(recipe?.instructions.length).toBe(2);
    expect(recipe?.instructions.every((step) => step.length <= 2000 && /\.$/.test(step))).toBe(true);
    expect(recipe?.instructions.join(' ')).toBe(LONG_STEP);
    expect(recipe?.servings).toBe(6);
  });
});

/** A hand-written page with one JSON-LD Recipe (docs/bench.md "Import on real pages" found these classes). */
const ldPage = (recipe: Record<string, unknown>) =>
  `<html lang="en"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chicken',
    recipeIngredient: ['2 chicken breasts'],
    ...recipe,
  })}</script></head><body></body></html>`;

describe('extractRecipe on the shapes real pages have', () => {
  it('keeps a HowToStep heading that says something the step does not', () => {
    const recipe = extractRecipe(
      ldPage({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Preheat', text: 'Heat the oven to 200 °C.' },
          { '@type': 'HowToStep', name: 'Sear the chicken:', text: 'Brown the chicken in a hot pan, 3 minutes a side.' },
          { '@type': 'HowToStep', name: 'Bake', text: 'Bake 20 minutes.' },
        ],
      }),
    );
    expect(recipe?.instructions).toEqual([
      '**Preheat:** Heat the oven to 200 °C.',
      '**Sear the chicken:** Brown the chicken in a hot pan, 3 minutes a side.',
      'Bake 20 minutes.',
    ]);
  });

  it('leaves out a step name that only numbers the step, repeats its text (cut or whole) or the title', () => {
    const recipe = extractRecipe(
      ldPage({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Step 1', text: 'Heat the oven to 200 °C.' },
          { '@type': 'HowToStep', name: 'Schritt 2', text: 'Season the chicken.' },
          { '@type': 'HowToStep', name: 'Brown the chicken in a hot pan…', text: 'Brown the chicken in a hot pan, 3 minutes a side.' },
          { '@type': 'HowToStep', name: 'Bake 20 minutes.', text: 'Bake 20 minutes.' },
          { '@type': 'HowToStep', name: 'Lemon Chicken', text: 'Squeeze the lemon over it.' },
        ],
      }),
    );
    expect(recipe?.instructions).toEqual([
      'Heat the oven to 200 °C.',
      'Season the chicken.',
      'Brown the chicken in a hot pan, 3 minutes a side.',
      'Bake 20 minutes.',
      'Squeeze the lemon over it.',
    ]);
  });

  it('names HowToSteps inside a HowToSection too, the section first', () => {
    const recipe = extractRecipe(
      ldPage({
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'For the sauce',
            itemListElement: [{ '@type': 'HowToStep', name: 'Reduce', text: 'Simmer the stock until halved.' }],
          },
        ],
      }),
    );
    expect(recipe?.instructions).toEqual(['**For the sauce:** **Reduce:** Simmer the stock until halved.']);
  });

  it('tidies ingredient lines: a note bracketed twice once, no space before a comma or closing bracket', () => {
    const recipe = extractRecipe(
      ldPage({
        recipeIngredient: ['1 scotch bonnet ((optional))', '1 medium carrot , peeled and chopped', '2 cups rice ( basmati )', '1 cup milk (2 % or whole)'],
        recipeInstructions: ['Cook.'],
      }),
    );
    expect(recipe?.ingredients).toEqual(['1 scotch bonnet (optional)', '1 medium carrot, peeled and chopped', '2 cups rice (basmati)', '1 cup milk (2 % or whole)']);
  });

  it('tidies microdata ingredient lines the same way', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Rice</h1>
      <li itemprop="recipeIngredient">2 cups rice ((rinsed))</li><li itemprop="recipeIngredient">1 onion , diced</li>
      <div itemprop="recipeInstructions">Cook the rice.</div></div>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['2 cups rice (rinsed)', '1 onion, diced']);
  });
});

describe('ingredient group headings among the lines', () => {
  it.each([
    [
      'a heading such as "For the glaze:", in any language',
      ['For the cake:', '200 g flour', 'Für den Guss:', '100 g Puderzucker', 'Para la salsa:', 'Salt: to taste', '2 tbsp butter'],
      ['200 g flour', '100 g Puderzucker', 'Salt: to taste', '2 tbsp butter'],
    ],
    [
      'a heading without a colon: "FOR THE MARINADE", "## Sauce", "Para la salsa", but not "For frying, oil"',
      ['FOR THE MARINADE', '2 tsp cumin', '## Sauce', '1 cup soy sauce', 'Para la salsa', 'For frying, vegetable oil', 'Sea salt'],
      ['2 tsp cumin', '1 cup soy sauce', 'For frying, vegetable oil', 'Sea salt'],
    ],
  ])('drops %s from the ingredients, keeping the lines', (_, recipeIngredient, kept) => {
    expect(extractRecipe(ldPage({ recipeIngredient, recipeInstructions: ['Cook.'] }))?.ingredients).toEqual(kept);
  });
});

describe('JSON-LD written as loose JSON', () => {
  const body = `{"@context":"https://schema.org","@type":"Recipe","name":"Paula's Slaw","recipeIngredient":["1 cabbage","2 carrots",],
    "description":"Crunchy and easy, for those who don\\'t have time.","recipeInstructions":[{"@type":"HowToStep","text":"Shred and toss."},],}`;
  it.each([
    ['a comma before a closing bracket and an escaped apostrophe', body],
    ['a CDATA wrapper behind // comments', `// <![CDATA[\n${body}\n// ]]>`],
    ['a semicolon after the object', `${body};`],
  ])('reads a recipe from %s', (_name, json) => {
    const recipe = extractRecipe(`<html><script type="application/ld+json">${json}</script></html>`);
    expect(recipe).toMatchObject({
      title: "Paula's Slaw",
      ingredients: ['1 cabbage', '2 carrots'],
      instructions: ['Shred and toss.'],
      description: "Crunchy and easy, for those who don't have time.",
    });
  });

  it('still finds nothing in a block that is not JSON at all', () => {
    expect(extractRecipe('<script type="application/ld+json">{"@type": "Recipe", name: </script>')).toBeNull();
  });
});
