/**
 * Snippets of recipe pages with the problems real sites have (each written for these tests after
 * the shape of pages seen in the wild): a total time longer than prep and cook, loose ISO
 * durations, nested ingredient arrays, HowToStep item lists, capitalised property names, raw control
 * characters inside JSON-LD, microdata with nested items, named entities and a very long step.
 */
const page = (head: string, body = '<p>A food blog.</p>', lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Blog</title>${head}</head><body>${body}</body></html>`;
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;

export const RESTING_DOUGH_PAGE = page(
  ld(JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Overnight Focaccia',
    prepTime: 'PT20M',
    cookTime: 'PT0D0H25M',
    totalTime: 'PT0D14H0M',
    recipeYield: '8-10',
    recipeIngredient: [['500 g flour', '10 g salt'], ['400 ml water', ['4 g yeast']]],
    recipeInstructions: [
      {
        '@type': 'HowToStep',
        itemListElement: [
          { '@type': 'HowToDirection', text: 'Mix everything into a wet dough.' },
          { '@type': 'HowToTip', text: 'It will be sticky.' },
        ],
      },
      { '@type': 'HowToStep', text: 'Rest in the fridge overnight, then bake at 230 °C.' },
    ],
  })),
);

export const CAPITALISED_PAGE = page(
  ld(`{"@context":"https://schema.org","@type":"Recipe","Name":"Muffins","RecipeYield":"Makes 12 muffins",
"RecipeIngredient":["2 cups flour","1 cup blueberries"],"RecipeInstructions":"Mix.\\nBake 25 minutes.","TotalTime":"PT40M"}`),
);

/** JSON-LD as some CMSs print it: a raw tab and raw line breaks inside strings (invalid JSON). */
export const CONTROL_CHARACTER_PAGE = page(
  ld(`{"@type":"Recipe","name":"Gazpacho\tandaluz","recipeIngredient":["1 kg tomates","1 pepino"],
"recipeInstructions":"Triturar todo.
Enfriar dos horas."}`),
  '',
  'es',
);

/** The Recipe scope is the whole article; a breadcrumb and an author are items of their own inside it. */
export const NESTED_MICRODATA_PAGE = page(
  '',
  `<article itemscope itemtype="https://schema.org/Recipe">
    <nav itemscope itemtype="https://schema.org/BreadcrumbList">
      <span itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span itemprop="name">Accueil</span></span>
    </nav>
    <h1 itemprop="name">Gula&scaron; &agrave; la hongroise</h1>
    <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">&Eacute;milie</span></span>
    <meta itemprop="totalTime" content="PT2H">
    <ul><li itemprop="recipeIngredient">1 kg de b&oelig;uf</li><li itemprop="recipeIngredient">2 oignons</li></ul>
    <div itemprop="recipeInstructions"><p>Faire revenir les oignons.</p><p>Mijoter deux heures.</p></div>
  </article>`,
  'fr',
);

const sentence = (i: number) => `Stir the pot gently and scrape the bottom so nothing catches, step ${i} of the long braise.`;
/** One step of about 3,250 characters, as one site writes a whole method in one paragraph. */
export const LONG_STEP = Array.from({ length: 37 }, (_, i) => sentence(i + 1)).join(' ');
export const LONG_STEP_PAGE = page(
  ld(JSON.stringify({ '@type': 'Recipe', name: 'Ragù', recipeIngredient: ['500 g beef'], recipeInstructions: [LONG_STEP], recipeYield: '1 pot (6 servings)' })),
);
