/** Recipe pages as sites write them, shared by the core parser tests and the worker import tests. */

const page = (head: string, body = '<p>A food blog.</p>', lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Blog</title>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** Yoast-style: the Recipe inside `@graph`, `@type` as an array, image as ImageObject, yield as text. */
export const GRAPH_PAGE = page(
  ld({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'The Blog' },
      { '@type': 'Person', name: 'Ana' },
      {
        '@type': ['Recipe', 'NewsArticle'],
        name: 'Tomato &amp; Basil Soup',
        description: '<p>A quick <b>weeknight</b> soup.</p>',
        image: { '@type': 'ImageObject', url: 'https://cdn.example.com/soup.png' },
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT10M',
        cookTime: 'PT1H5M',
        recipeIngredient: ['800 g tomatoes', '1 onion', 'A handful of basil'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Chop the onion.' },
          { '@type': 'HowToStep', text: 'Simmer with the tomatoes for 1 hour.' },
          'Blend with the basil.',
        ],
      },
    ],
  }),
);

/** HowToSection nesting, a top-level array of blocks, yield as a number, image as an array of strings. */
export const SECTION_PAGE = page(
  ld([
    { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pizza',
      image: ['/img/pizza-large.jpg', '/img/pizza-small.jpg'],
      recipeYield: 2,
      totalTime: 'PT1H30M',
      prepTime: 'PT30M',
      recipeIngredient: ['500 g flour', '7 g yeast', '200 g tomato sauce'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'For the dough',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Mix flour and yeast.' },
            { '@type': 'HowToStep', text: 'Knead for 10 minutes.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'To finish:',
          itemListElement: [{ '@type': 'HowToStep', name: 'Spread the sauce and bake.' }],
        },
      ],
    },
  ]),
);

/** No JSON-LD: schema.org Recipe as microdata. */
export const MICRODATA_PAGE = page(
  '',
  `<article itemscope itemtype="https://schema.org/Recipe">
    <h1 itemprop="name">Grandma&#39;s Pancakes</h1>
    <img itemprop="image" src="https://cdn.example.com/pancakes.webp" alt="">
    <meta itemprop="prepTime" content="PT5M"><meta itemprop="cookTime" content="PT15M">
    <span itemprop="recipeYield">Makes 8 pancakes</span>
    <ul><li itemprop="recipeIngredient">200 g flour</li><li itemprop="recipeIngredient">2 eggs</li>
    <li itemprop="recipeIngredient">300 ml milk</li></ul>
    <div itemprop="recipeInstructions"><ol><li>Whisk everything.</li><li>Fry in a hot pan.</li></ol></div>
  </article>`,
);

/** A page about food with JSON-LD that holds no recipe. */
export const NO_RECIPE_PAGE = page(
  ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Ten kitchen tips' }),
  '<h1>Ten kitchen tips</h1><p>1 cup of patience.</p>',
);
