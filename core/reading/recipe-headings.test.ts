import { describe, expect, it } from 'vitest';
import { extractRecipe } from './recipe-extract';
import { extractHeadingRecipe } from './recipe-headings';

/**
 * Pages with no structured data, written for these tests after the shape of blogs seen in the wild:
 * the recipe is a list under an "Ingredients" heading and steps under an "Instructions" heading.
 */
const page = (body: string, head = '<title>Blog</title>', lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body><nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li></ul></nav>${body}<footer><ul><li>Impressum</li><li>Datenschutz</li></ul></footer></body></html>`;

const GERMAN = page(
  `<article><h1>Kürbissuppe mit Ingwer</h1>
  <p>Im Herbst koche ich diese Suppe jede Woche, meine Kinder lieben sie.</p>
  <h2>Zutaten für 4 Personen</h2>
  <ul><li>1 kg Hokkaido-Kürbis</li><li>1 Zwiebel</li><li>20 g frischer Ingwer</li></ul>
  <h3>Zum Servieren</h3>
  <ul><li>4 EL Kürbiskernöl</li></ul>
  <h2>Zubereitung</h2>
  <ol><li><p>Kürbis und Zwiebel würfeln.</p></li><li>Mit dem Ingwer 20 Minuten kochen &amp; pürieren.</li></ol>
  <h2>Kommentare</h2><ul><li>Sehr lecker!</li></ul></article>`,
  '<meta property="og:title" content="Kürbissuppe mit Ingwer | Omas Küche"><title>Kürbissuppe</title>',
  'de',
);

describe('extractRecipe on a page with headings and no structured data', () => {
  it('reads the list under "Zutaten" and the steps under "Zubereitung", titled by the <h1> the og:title starts with', () => {
    expect(extractRecipe(GERMAN)).toEqual({
      title: 'Kürbissuppe mit Ingwer',
      description: null,
      ingredients: ['1 kg Hokkaido-Kürbis', '1 Zwiebel', '20 g frischer Ingwer', '4 EL Kürbiskernöl'],
      instructions: ['Kürbis und Zwiebel würfeln.', 'Mit dem Ingwer 20 Minuten kochen & pürieren.'],
      prepTime: null,
      cookTime: null,
      totalTime: null,
      servings: null,
      imageUrl: null,
      language: 'de',
    });
  });

  it('reads bold paragraphs as headings, lines broken by <br>, and prose steps without the share links after them', () => {
    const html = page(
      `<div class="post"><h1>Arroz con pollo</h1>
      <p><strong>Ingredientes:</strong></p>
      <p>300 g de arroz<br>1 cebolla<br>Subscribe to our newsletter!</p>
      <p><b>Preparación</b>:</p>
      <p>Sofreír la cebolla picada en una cazuela grande con aceite de oliva.</p>
      <p>Añadir el arroz y el caldo y cocer durante veinte minutos a fuego medio.</p>
      <ul><li>Facebook</li><li>Pinterest</li></ul></div>`,
      '<meta content="Arroz con pollo - La cocina de Ana" property="og:title">',
      'es',
    );
    expect(extractRecipe(html)).toMatchObject({
      title: 'Arroz con pollo',
      ingredients: ['300 g de arroz', '1 cebolla'],
      instructions: [
        'Sofreír la cebolla picada en una cazuela grande con aceite de oliva.',
        'Añadir el arroz y el caldo y cocer durante veinte minutos a fuego medio.',
      ],
      language: 'es',
    });
  });

  it('leaves out an all-bold list item with no amount (a group heading) and short notes before the list', () => {
    const html = page(
      `<h1>Chili</h1><h3>Ingredients</h3><p>Serves 4</p><p>1x 2x</p>
      <ul><li><strong>Seasonings</strong></li><li>1 tsp cumin</li><li><strong>2 cans</strong> beans</li></ul>
      <h3>Method</h3><ol><li>Simmer everything for an hour.</li></ol>`,
    );
    expect(extractRecipe(html)).toMatchObject({ ingredients: ['1 tsp cumin', '2 cans beans'], instructions: ['Simmer everything for an hour.'] });
  });

  it('takes the ingredient lines a structured Recipe lacks from the page, with its name and steps', () => {
    const ld = JSON.stringify({ '@type': 'Recipe', name: 'Banana pancakes', recipeYield: '2', recipeInstructions: ['Mash the bananas.', 'Fry.'] });
    const html = page(`<h1>Banana pancakes!</h1><h2>Ingredients</h2><ul><li>2 bananas</li><li>2 eggs</li></ul><h2>Method</h2><ol><li>Mix and fry.</li></ol>`, `<script type="application/ld+json">${ld}</script>`);
    expect(extractRecipe(html)).toMatchObject({
      title: 'Banana pancakes',
      ingredients: ['2 bananas', '2 eggs'],
      instructions: ['Mash the bananas.', 'Fry.'],
      servings: 2,
    });
  });

  it('takes the steps from the page too when the structured Recipe has none', () => {
    const ld = JSON.stringify({ '@type': 'Recipe', name: 'Toast' });
    const html = page(`<h2>Ingredients</h2><ul><li>1 slice bread</li></ul><h2>Directions</h2><ol><li>Toast the bread.</li></ol>`, `<script type="application/ld+json">${ld}</script>`);
    expect(extractRecipe(html)).toMatchObject({ title: 'Toast', ingredients: ['1 slice bread'], instructions: ['Toast the bread.'] });
  });

  it('reads the method a page puts before its ingredients, a table row as one line, and "Here\'s how to make it"', () => {
    const html = page(
      `<h1>Cheese toastie</h1><p><b>Here’s how to make it:</b></p><ol><li>Fill the bread and press it for 4 minutes.</li></ol>
      <h2>Ingredients</h2><table><tr><td>2</td><td>slices bread</td></tr><tr><td>50 g</td><td>cheddar</td></tr></table>`,
      '<title>Snacks &gt; Cheese toastie | Deli</title>',
    );
    expect(extractRecipe(html)).toMatchObject({
      title: 'Cheese toastie',
      ingredients: ['2 slices bread', '50 g cheddar'],
      instructions: ['Fill the bread and press it for 4 minutes.'],
    });
  });

  it('reads headings of the level of "Zutaten" right under it as its groups\' names, and "Step-by-step" as the steps', () => {
    const html = page(
      `<h1>Pink Popcorn</h1><h3>Zutaten</h3><p>Portionen: 2</p><h3>Popcorn</h3><ul><li>50 g Popcornmais</li></ul>
      <h3>Sirup</h3><ul><li>3 EL Zucker</li></ul><h3>Step-by-step</h3><ol><li>Den Mais im Öl aufpoppen lassen.</li></ol>`,
      '',
      'de',
    );
    expect(extractRecipe(html)).toMatchObject({ ingredients: ['50 g Popcornmais', '3 EL Zucker'], instructions: ['Den Mais im Öl aufpoppen lassen.'] });
  });

  it('takes the lines under "Ingredients" over a structured list that only names the dish', () => {
    const ld = JSON.stringify({ '@type': 'Recipe', name: 'Roast chicken', recipeIngredient: ['Chicken'], recipeInstructions: ['Roast it.'] });
    const html = page(
      `<h2>Ingredients</h2><ul><li>1 chicken (1.5 kg)</li><li>150 ml red wine</li><li>3 sprigs of thyme</li></ul><h2>Method</h2><p>Roast it.</p>`,
      `<script type="application/ld+json">${ld}</script>`,
    );
    expect(extractRecipe(html)?.ingredients).toEqual(['1 chicken (1.5 kg)', '150 ml red wine', '3 sprigs of thyme']);
    // A page list of names and amounts on lines of their own is no better: the structured list stays.
    const apart = html.replace(/<ul><li>1 chicken.*?<\/ul>/, '<ul><li>Chicken</li><li>1.5 kg</li><li>Red wine</li><li>150 ml</li></ul>');
    expect(extractRecipe(apart)?.ingredients).toEqual(['Chicken']);
  });

  it('keeps the first of the lists a page shows in other units (metric, imperial, US cups), and lists of its groups', () => {
    const html = page(
      `<h1>Shortbread</h1><h3>Ingredients</h3>
      <div class="metric"><ul><li>200 g butter, softened</li><li>100 g caster sugar</li><li>250 g plain flour</li></ul></div>
      <div class="imperial"><ul><li>7 oz butter, softened</li><li>3.5 oz caster sugar</li><li>8.8 oz plain flour</li></ul></div>
      <div class="us"><ul><li>1 cup butter, softened</li><li>1/2 cup superfine sugar</li><li>2 cups all-purpose flour</li></ul></div>
      <p><b>For the icing</b></p><ul><li>100 g icing sugar</li><li>1 tbsp lemon juice</li></ul>
      <h3>Method</h3><ol><li>Rub, roll and bake.</li></ol>`,
    );
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200 g butter, softened',
      '100 g caster sugar',
      '250 g plain flour',
      '100 g icing sugar',
      '1 tbsp lemon juice',
    ]);
  });

  it('keeps the first of the unit lists a page writes in one list, each after its own label', () => {
    const html = page(
      `<h1>Roasties</h1><h3>Ingredients</h3><ul><p>Metric</p><li>1.5 kg potatoes, peeled</li><li>100 ml vegetable oil</li>
      <p>Imperial</p><li>3 lb potatoes, peeled</li><li>3 1/2 fl oz vegetable oil</li></ul><h3>Instructions</h3><ol><li>Boil, then roast.</li></ol>`,
    );
    expect(extractRecipe(html)?.ingredients).toEqual(['1.5 kg potatoes, peeled', '100 ml vegetable oil']);
  });

  it('ends the steps at a "Share this recipe" heading, however low', () => {
    const html = page(
      `<h1>Pumpkin pie</h1><h3>Ingredients:</h3><ul><li>1 pie crust</li></ul><h3>Preparation:</h3>
      <h6>Step 1.</h6><p>Bake at 220 °C for 10 minutes.</p><h4>Share This Recipe!</h4><p>Email it to a friend</p>`,
    );
    expect(extractRecipe(html)?.instructions).toEqual(['Bake at 220 °C for 10 minutes.']);
  });

  it.each([
    ['an ingredients heading with no steps heading', page('<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li></ul><h2>About me</h2><p>Hi.</p>')],
    ['a steps heading with no ingredients heading', page('<h1>Soup</h1><h2>Method</h2><ol><li>Boil.</li></ol>')],
    ['an empty ingredients section', page('<h1>Soup</h1><h2>Ingredients</h2><h2>Method</h2><ol><li>Boil.</li></ol>')],
    ['an article that only mentions ingredients in a long heading', page('<h1>Soup</h1><h2>Ingredients you will want to keep in your pantry all winter long, and why</h2><ul><li>Leeks</li></ul><h2>Method</h2><p>Boil.</p>')],
  ])('finds no recipe in %s', (_name, html) => {
    expect(extractRecipe(html)).toBeNull();
  });

  it('reads a 2 MB page in one pass, and tries a bounded number of "Ingredients" headings', () => {
    const filler = '<h2>Why leeks</h2><p>Why <b>these</b> matter</p><ul><li>Leeks</li></ul>'.repeat(30_000);
    const html = page(`${filler}<h1>Egg</h1><h2>Ingredients</h2><p>1 egg</p><h2>Method</h2><p>Boil.</p>`);
    expect(html.length).toBeGreaterThan(2_000_000);
    let start = performance.now();
    expect(extractHeadingRecipe(html)).toMatchObject({ ingredients: ['1 egg'], instructions: ['Boil.'] });
    expect(performance.now() - start).toBeLessThan(3000);
    // 30,000 "Ingredients" headings each followed by a list, with no steps anywhere.
    const teasers = page('<h2>Ingredients</h2><ul><li>1 egg</li></ul><h3>Serves 2</h3>'.repeat(30_000));
    start = performance.now();
    expect(extractHeadingRecipe(teasers)).toBeNull();
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
