/**
 * Food-blog pages as blogs write them (written by the team, shaped like WordPress recipe-card
 * plugins' output): a story above the recipe, calls to pin, subscribe and tag in the steps, an
 * affiliate notice, comments. Shared by the core tests and the e2e fixture web.
 */

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const blog = (lang: string, title: string, head: string, story: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title} | The Cosy Kitchen</title>${head}</head>
<body>
<header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/about">About</a> <a href="/newsletter">Newsletter</a></nav></header>
<main><article>
<p class="disclosure">This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.</p>
<a class="jump" href="#recipe">Jump to Recipe</a> <a href="#print">Print Recipe</a>
<p>${story}</p>
<h1>${title}</h1>
<div id="recipe" class="wprm-recipe-container"><h2>${title}</h2><p>Pin it for later!</p></div>
</article>
<section class="comments"><h3>12 comments</h3><p>Made this last night, delicious!</p></section></main>
<footer><p>© The Cosy Kitchen. Subscribe to my newsletter!</p></footer>
</body></html>`;

export const BLOG_PAGE_EN = blog(
  'en-US',
  'Creamy Tomato Soup',
  ld({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'The Cosy Kitchen' },
      { '@type': 'BlogPosting', headline: 'The soup that got me through winter', author: { '@type': 'Person', name: 'Hannah' } },
      {
        '@type': 'Recipe',
        name: 'Creamy Tomato Soup',
        author: { '@type': 'Person', name: 'Hannah' },
        description:
          'Last winter I was snowed in for a week with nothing but a few cans of tomatoes, and my husband and I lived on this soup. It has been our favourite ever since, and I hope it becomes yours too!',
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT10M',
        cookTime: 'PT25M',
        recipeIngredient: ['2 tbsp butter', '1 onion, chopped', '2 cloves garlic', '800 g canned tomatoes', '500 ml vegetable stock', '100 ml double cream'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Soften the onion and garlic in the butter for 5 minutes.' },
          { '@type': 'HowToStep', text: 'Add the tomatoes and the stock and simmer for 20 minutes.' },
          { '@type': 'HowToStep', text: 'Pin it for later!' },
          { '@type': 'HowToStep', text: 'Blend until smooth, stir in the cream and season to taste.' },
          { '@type': 'HowToStep', text: 'Serve hot with crusty bread. Pin it and subscribe to my newsletter for more cosy recipes!' },
          { '@type': 'HowToStep', text: 'Did you make this recipe? Tag me on Instagram @thecosykitchen and leave a rating below!' },
        ],
      },
    ],
  }),
  'Last winter I was snowed in for a week with nothing but a few cans of tomatoes. My husband and I lived on this soup, and it has been our favourite ever since. Scroll down for the printable recipe card!',
);

export const BLOG_PAGE_DE = blog(
  'de-DE',
  'Kartoffelsuppe mit Würstchen',
  ld({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Kartoffelsuppe mit Würstchen',
    description: 'Als ich klein war, hat meine Oma diese Suppe jeden Samstag gekocht, und wir Kinder haben uns die Würstchen geteilt.',
    recipeYield: '4 Portionen',
    totalTime: 'PT40M',
    recipeIngredient: ['1 kg mehligkochende Kartoffeln', '2 Möhren', '1 Zwiebel', '1 l Gemüsebrühe', '4 Wiener Würstchen'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Zum Rezept springen' },
      { '@type': 'HowToStep', text: 'Kartoffeln, Möhren und Zwiebel schälen und würfeln.' },
      { '@type': 'HowToStep', text: 'Alles in der Brühe 20 Minuten köcheln lassen.' },
      { '@type': 'HowToStep', text: 'Die Würstchen in Scheiben schneiden und 5 Minuten mitziehen lassen. Merk dir das Rezept auf Pinterest!' },
      { '@type': 'HowToStep', text: 'Hast du das Rezept nachgekocht? Markiere mich auf Instagram und abonniere meinen Newsletter.' },
    ],
  }),
  'Als ich klein war, hat meine Oma diese Suppe jeden Samstag gekocht. Werbung: Dieser Beitrag enthält Affiliate-Links.',
);

export const BLOG_PAGE_ES = blog(
  'es-ES',
  'Tortilla de patatas',
  ld({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Tortilla de patatas',
    description: 'La tortilla clásica, jugosa por dentro.',
    recipeYield: '4',
    prepTime: 'PT15M',
    cookTime: 'PT30M',
    recipeIngredient: ['600 g de patatas', '1 cebolla', '6 huevos', '200 ml de aceite de oliva', 'Sal'],
    recipeInstructions: [
      { '@type': 'HowToSection', name: 'Preparación', itemListElement: [{ '@type': 'HowToStep', text: 'Pela y corta las patatas en láminas finas.' }] },
      { '@type': 'HowToStep', text: 'Fríe las patatas y la cebolla a fuego medio durante 20 minutos. Guárdala en Pinterest.' },
      { '@type': 'HowToStep', text: 'Mezcla con los huevos batidos y cuaja la tortilla 3 minutos por cada lado.' },
      { '@type': 'HowToStep', text: '¿Has hecho esta receta? Etiquétame en Instagram y suscríbete a mi boletín.' },
    ],
  }),
  'Cuando era pequeña, mi abuela hacía esta tortilla todos los domingos.',
);

/** A blog without JSON-LD: the recipe card in microdata, chatter inside its steps. */
export const BLOG_MICRODATA_PAGE = `<!doctype html><html lang="en"><head><title>Lemon Drizzle Cake</title></head><body>
<p>We spent the whole summer baking for the village fete, and this cake sold out first every single time. My kids still ask for it.</p>
<div itemscope itemtype="https://schema.org/Recipe">
  <h2 itemprop="name">Lemon Drizzle Cake</h2>
  <p itemprop="description">We spent the whole summer baking for the village fete, and my kids still ask for it every week.</p>
  <ul><li itemprop="recipeIngredient">225 g butter</li><li itemprop="recipeIngredient">225 g caster sugar</li><li itemprop="recipeIngredient">4 eggs</li><li itemprop="recipeIngredient">225 g self-raising flour</li><li itemprop="recipeIngredient">2 lemons</li></ul>
  <ol>
    <li itemprop="recipeInstructions">Beat the butter and sugar, then the eggs and flour.</li>
    <li itemprop="recipeInstructions">Bake for 45 minutes.</li>
    <li itemprop="recipeInstructions">Pour the lemon syrup over the warm cake.</li>
    <li itemprop="recipeInstructions">Pin this recipe and follow me on Pinterest for more bakes!</li>
  </ol>
</div></body></html>`;

/** A blog post copied whole and pasted: chatter, a story above the title, the recipe, chatter again. */
export const BLOG_TEXT_EN = `Jump to Recipe
Print Recipe
I have been making this banana bread every Sunday since my daughter was born, and it never lasts until Monday.
It is the recipe my mum gave me when I left home.
Easy Banana Bread
A moist loaf that uses up very ripe bananas.
Prep: 10 min | Bake: 60 min
Makes 1 loaf (10 slices)
Ingredients
3 ripe bananas
80 g melted butter
150 g sugar
1 egg
190 g flour
1 tsp baking soda
Method
1. Mash the bananas and mix in the butter, sugar and egg.
2. Fold in the flour and baking soda.
3. Bake at 175 °C for 60 minutes.
Pin it and subscribe to my newsletter!
Did you make this recipe? Tag me on Instagram!`;
